import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Shop } from '@campus/contract';
import {
  benchEndpoints,
  benchJourneySteps,
  cartAnswers,
  measure,
  primeCarts,
  referenceFigure,
  REFERENCE_NAME,
  sampleCatalog,
  warmUpReference,
  type EndpointFigure,
  type LoadSettings,
  type Reference,
} from './api';
import { INITIAL_JS_BUDGET_GZIP, formatBytes, routeBundles, WEB_DIST } from './bundle';
import { JWT_SECRET, ROOT, prepareDatabase, rssMb, startHelloWorld, startProcess, startStore } from './servers';
import { localPostmaster, pinProcess, pinProcessTree } from './cpu-affinity';
import { RESULTS_DIR } from './results-dir';
import { benchOrderEvents, placeOrder } from './order-events';
import { benchPush, startPushService } from './push';
import { benchUploadsVsSignIn, PACE_MS, UPLOADS_SHOPPERS } from './uploads';
import { benchInstances, summary } from './instances';
import { benchPages, lighthouseRuns, type PageFigure } from './web';
import {
  FALL_FLAG_PERCENT,
  NO_BASELINE_TEXT,
  baselineLines,
  changeText,
  compare,
  figuresOf,
  movedRows,
  savedBaseline,
  type Baseline,
  type Change,
} from './baseline';
import { BASELINE_FILE, readBaseline, writeBaseline } from './baseline-file';

const SECTIONS = ['api', 'journey', 'scale', 'instances', 'events', 'uploads', 'web', 'start'] as const;
const JOURNEY_WARMUP_SECONDS = 10;
type Section = (typeof SECTIONS)[number];

function table(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  if (rows.length === 0) return console.log('  (nothing)');
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')}`;
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => String(row[c] ?? ''))));
}

/** The lowest and highest of a page's scores over its runs: "100" when they agree, "96–100" when not. */
const rangeText = ([low, high]: [number, number]) => (low === high ? String(low) : `${low}–${high}`);

/** autocannon's closed-loop latencies are whole milliseconds, so its 0 means under one. */
const ms = (value: number) => (!Number.isFinite(value) ? '–' : value === 0 ? '< 1' : value.toFixed(value < 10 ? 2 : 1));

/** The tables' rows; given its changes from a baseline, each ratio has its change in percent beside it (decision 094). */
function endpointRows(figures: EndpointFigure[], changes?: Change[]) {
  const ratioChange = (name: string) =>
    name === REFERENCE_NAME
      ? ''
      : changeText(
          changes?.find((c) => c.figure.name === `${name} vs hello`),
          true,
        );
  return figures.map((f) => ({
    endpoint: f.name,
    'req/s': f.skipped ? '–' : f.reqPerSec === 0 ? 'none in window' : Math.round(f.reqPerSec),
    'p50 ms': f.skipped ? '–' : ms(f.p50),
    'p99 ms': f.skipped ? '–' : ms(f.p99),
    'vs hello': f.ratio === undefined ? '' : `${(f.ratio * 100).toFixed(0)}%`,
    ...(changes ? { 'vs baseline': f.ratio === undefined ? '' : ratioChange(f.name) } : {}),
    'server CPU': f.serverCpu === undefined ? '' : `${(f.serverCpu * 100).toFixed(0)}%`,
    errors: f.errors + f.non2xx,
    note: f.note ?? '',
  }));
}

/**
 * Puts this machine's PostgreSQL server on CPU 0 with the servers for the run, so the load generator has
 * CPU 1 to itself as it does with PGlite, whose database runs inside the server (decision record 021).
 * Its processes get their CPUs back when the bench process exits (main turns SIGINT and SIGTERM into an exit). Says what it did.
 */
async function pinLocalPostgres(url: string): Promise<string> {
  const postmaster = await localPostmaster(url).catch(() => undefined);
  if (postmaster === undefined) return 'PostgreSQL is not on this machine (or not reachable as such): its processes were not pinned.';
  try {
    const pin = pinProcessTree(postmaster, '0');
    process.once('exit', () => pin.restore());
    return `PostgreSQL's ${pin.processes} processes (postmaster ${postmaster}) run on CPU 0 with the servers for this run; CPUs ${pin.before} are theirs again after it.`;
  } catch (error) {
    return `PostgreSQL's processes could not be pinned (${error instanceof Error ? error.message : String(error)}): they may take CPU 1 from the load generator.`;
  }
}

/** The rate a mix of these endpoints sustains when each takes its share of the requests: the harmonic mean. */
function mixedMaximum(figures: EndpointFigure[]): number {
  const measured = figures.filter((f) => !f.skipped && f.reqPerSec > 0 && f.name !== 'GET healthz');
  return measured.length / measured.reduce((sum, f) => sum + 1 / f.reqPerSec, 0);
}

export async function main({ pinned, args }: { pinned: boolean; args: string[] }): Promise<void> {
  const onlyFlag = args.indexOf('--only');
  const only = new Set<Section>(onlyFlag >= 0 ? ((args[onlyFlag + 1] ?? '').split(',') as Section[]) : SECTIONS);
  const unknownSections = [...only].filter((name) => !SECTIONS.includes(name));
  if (unknownSections.length > 0)
    throw new Error(`--only: no section named ${unknownSections.join(', ')} (sections: ${SECTIONS.join(', ')})`);
  const settings: LoadSettings = {
    connections: 50,
    duration: Number(process.env.BENCH_DURATION ?? 10),
    warmup: Number(process.env.BENCH_WARMUP ?? 3),
  };
  const journeySeconds = Number(process.env.JOURNEY_DURATION ?? 60);
  const available: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  // BENCH_DATABASES=postgres (or pglite) measures one of them only.
  const kinds = available.filter((kind) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(kind));
  const loadAverage = os.loadavg();
  const results: Record<string, unknown> = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage, node: process.version, pinned },
    settings: { ...settings, journeySeconds },
  };
  // An interrupted bench still runs its exit handlers: they stop its servers and give PostgreSQL its CPUs back.
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
  console.log(
    `Campus Market benchmarks · ${os.cpus().length} CPUs · load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} · ${pinned ? 'server on CPU 0, load on CPU 1' : 'not pinned (taskset or a second CPU missing)'}`,
  );
  if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: PostgreSQL runs skipped.');
  // The last committed figures (decision 094): each ratio prints its change from them; --save-baseline replaces them.
  const saveBaseline = args.includes('--save-baseline');
  const baseline: Baseline | undefined = readBaseline();
  // Relative to the checkout when it is inside it (bench/baseline.json), else as given (BENCH_BASELINE).
  const baselineFile = BASELINE_FILE.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, BASELINE_FILE) : BASELINE_FILE;
  console.log(
    baseline
      ? `Baseline: ${baselineFile} (each ratio's change from it beside the ratio, what moved most at the end).`
      : `Baseline: ${NO_BASELINE_TEXT}.`,
  );
  if (pinned && kinds.includes('postgres')) {
    const postgresPinning = await pinLocalPostgres(process.env.DATABASE_URL ?? '');
    console.log(postgresPinning);
    results.postgresPinning = postgresPinning;
  }

  if (only.has('api') || only.has('journey')) {
    for (const kind of kinds) {
      const database = await prepareDatabase(kind, { shoppers: 80 });
      try {
        const hello = await startHelloWorld(pinned);
        const store = await startStore(database, pinned);
        try {
          // The reference runs in slices alternating with each endpoint's (decision record 018): this
          // machine's speed drifts by a fifth within minutes, so a reference measured once, minutes away
          // from an endpoint, said more about the drift than about the endpoint.
          const reference: Reference = { url: `${hello.url}/`, pid: hello.pid, slices: [] };
          await warmUpReference(reference, settings);
          const withCart = await cartAnswers(store.url, database.tokens[0] ?? '');
          if (withCart) await primeCarts(store.url, database.tokens, (await sampleCatalog(store.url)).productId);
          const figures = await benchEndpoints(store.url, database.tokens, { ...settings, serverPid: store.pid }, reference);
          const all = [referenceFigure(reference), ...figures];
          table(
            `API throughput and latency on ${kind} (${settings.connections} connections; each endpoint ${settings.duration} s after ${settings.warmup} s warm-up, in 3 slices alternating with the hello-world's)`,
            endpointRows(all, baseline && compare(figuresOf({ [`api-${kind}`]: all }), baseline)),
          );
          console.log(
            kind === 'postgres'
              ? "  server CPU: the share of CPU 0 the server process used (all threads). PostgreSQL's processes, not counted, share CPU 0 with it when pinned (decision record 021): the rest of the core is theirs."
              : "  server CPU: the share of its core the server process used (all threads, the embedded database's included). Well under 100%, the load generator set the pace.",
          );
          results[`api-${kind}`] = all;

          if (only.has('journey')) {
            const rate = Math.max(10, Math.floor(mixedMaximum(figures) / 2));
            console.log(
              `\nFixed-rate journey on ${kind}: ${rate} req/s overall (half the mixed maximum), ${journeySeconds} s after ${JOURNEY_WARMUP_SECONDS} s of warm-up, paced and coordinated-omission corrected…`,
            );
            // A warm-up at the same rate first, not recorded: the closed-loop runs above just overloaded
            // the server and the database, and the journey measures the steady state (issue 8: warm-up first).
            await benchJourneySteps(store.url, database.tokens, rate, JOURNEY_WARMUP_SECONDS, withCart);
            const steps = await benchJourneySteps(store.url, database.tokens, rate, journeySeconds, withCart);
            table(`Journey on ${kind} at ${rate} req/s`, endpointRows(steps));
            const product = steps.find((s) => s.name === 'journey: product');
            const writes = steps.find((s) => s.name === 'journey: cart writes');
            const verdict = {
              'catalog and search p99 ≤ 50 ms': steps.filter((s) => !s.name.includes('cart')).every((s) => s.p99 <= 50),
              'cart writes p99 ≤ 3× product p99': writes && product ? writes.p99 <= 3 * product.p99 : 'cart calls not on this build',
              'zero errors': steps.every((s) => s.errors + s.non2xx === 0),
            };
            console.log(
              Object.entries(verdict)
                .map(([goal, held]) => `  ${goal}: ${held}`)
                .join('\n'),
            );
            results[`journey-${kind}`] = { rate, steps, verdict };
          }
        } finally {
          await Promise.all([store.stop(), hello.stop()]);
        }
      } finally {
        await database.drop();
      }
    }
  }

  if (only.has('scale')) {
    for (const kind of kinds) {
      console.log(`\nSeeding 20,000 products on ${kind}…`);
      const seeding = performance.now();
      const database = await prepareDatabase(kind, { products: 20_000, shoppers: 1 });
      const seedSeconds = (performance.now() - seeding) / 1000;
      try {
        const store = await startStore(database, pinned);
        try {
          const api = `${store.url}/api/v1`;
          const figures: EndpointFigure[] = [];
          for (const [name, url] of [
            ['GET categories', `${api}/categories`],
            ['GET product/search-products?name=rice', `${api}/product/search-products?name=rice`],
            ['GET product/search-products?name=jolof (typo)', `${api}/product/search-products?name=jolof`],
            ['GET product/suggestions?q=char', `${api}/product/suggestions?q=char`],
            ['GET product/all-products (page 50)', `${api}/product/all-products?page=50&pageSize=20`],
          ] as const) {
            figures.push(await measure(name, { url }, { ...settings, serverPid: store.pid }));
          }
          table(
            `Search at scale: 20,000 products on ${kind} (seeded in ${seedSeconds.toFixed(0)} s; cold start ${(store.readyMs / 1000).toFixed(2)} s)`,
            endpointRows(figures),
          );
          results[`scale-${kind}`] = { seedSeconds, readyMs: store.readyMs, figures };
        } finally {
          await store.stop();
        }
      } finally {
        await database.drop();
      }
    }
  }

  if (only.has('instances')) {
    if (!kinds.includes('postgres')) console.log('\nInstances: needs PostgreSQL (DATABASE_URL); skipped.');
    else {
      // BENCH_INSTANCES_RATE: the total rate of the first pair of runs (the second pair doubles it).
      const rate = Number(process.env.BENCH_INSTANCES_RATE ?? 100);
      const seconds = Number(process.env.BENCH_INSTANCES_SECONDS ?? 30);
      const database = await prepareDatabase('postgres', { shoppers: 80 });
      try {
        console.log(`\nOne instance vs two behind a round-robin proxy on PostgreSQL: ${rate} then ${rate * 2} req/s, ${seconds} s each…`);
        const runs = await benchInstances(database, () => startStore(database, false), rate, seconds, Math.min(10, seconds));
        table(
          'Fixed-rate journey: one instance vs two behind the proxy (slowest step p50/p99, every error and non-2xx)',
          runs.map((run) => {
            const s = summary(run.steps);
            return { setup: run.setup, 'req/s': run.rate, 'p50 ms': s.p50.toFixed(1), 'p99 ms': s.p99.toFixed(1), errors: s.errors };
          }),
        );
        results['instances-postgres'] = runs;
      } finally {
        await database.drop();
      }
    }
  }

  if (only.has('events')) {
    for (const kind of kinds) {
      const database = await prepareDatabase(kind, { shoppers: 200 });
      // The push figure's push service (decision 096): the store trusts its certificate and may post to it.
      const pushService = await startPushService();
      try {
        const store = await startStore(database, pinned, pushService.env);
        const ownerToken = database.ownerTokens.get('book-shop');
        if (!ownerToken) throw new Error('the demo book shop has no owner');
        try {
          const figure = await benchOrderEvents(store.url, database.tokens, ownerToken).catch((error: unknown) => {
            throw new Error(`the events bench failed; the server printed:\n${store.output().slice(-4000)}`, { cause: error });
          });
          table(`Live order status on ${kind}: status change → SSE event on the shopper's connection (goal p99 ≤ 250 ms)`, [
            {
              shoppers: figure.shoppers,
              changes: figure.changes,
              'p50 ms': ms(figure.p50),
              'p90 ms': ms(figure.p90),
              'p99 ms': ms(figure.p99),
              'max ms': ms(figure.max),
            },
          ]);
          results[`events-${kind}`] = figure;
          // BENCH_PUSH_ORDERS and BENCH_PUSH_DEVICES make it short (the figure: 1,000 orders, 200 devices).
          const orders = Number(process.env.BENCH_PUSH_ORDERS ?? 1000);
          const devices = Number(process.env.BENCH_PUSH_DEVICES ?? 200);
          const pushed = await benchPush(store.url, pushService.service, database.tokens, database.ownerTokens, { orders, devices }).catch(
            (error: unknown) => {
              throw new Error(`the push bench failed; the server printed:\n${store.output().slice(-4000)}`, { cause: error });
            },
          );
          table(`Web Push on ${kind}: Pay pressed → push taken by the push service on loopback (goal p99 ≤ 2 s)`, [
            {
              orders: pushed.orders,
              devices: `${pushed.devices} (${pushed.shops} shops)`,
              pushes: pushed.pushes,
              missing: pushed.missing,
              'p50 ms': ms(pushed.p50),
              'p90 ms': ms(pushed.p90),
              'p99 ms': ms(pushed.p99),
              'max ms': ms(pushed.max),
              'all devices p99 ms': ms(pushed.allDevicesP99),
              'verified → push p50/p99 ms': `${ms(pushed.afterPaidP50)} / ${ms(pushed.afterPaidP99)}`,
            },
          ]);
          table(`Where Pay → push goes on ${kind}: each call's answer time, then the push after the last (p50 / p99 ms)`, [
            {
              'Pay call': pushed.steps.pay.map(ms).join(' / '),
              'verify call': pushed.steps.verify.map(ms).join(' / '),
              'create-order call': pushed.steps.createOrder.map(ms).join(' / '),
              'created → push': `${ms(pushed.afterCreatedP50)} / ${ms(pushed.afterCreatedP99)}`,
            },
          ]);
          results[`push-${kind}`] = pushed;
        } finally {
          await store.stop();
        }
      } finally {
        await pushService.stop();
        await database.drop();
      }
    }
  }

  if (only.has('uploads')) {
    for (const kind of kinds) {
      const shoppers = UPLOADS_SHOPPERS;
      const database = await prepareDatabase(kind, { shoppers });
      try {
        // Each sign-in comes from its own forwarded address, so the per-address limit does not stop the run.
        const store = await startStore(database, pinned, { TRUST_PROXY: '127.0.0.1' });
        try {
          const figure = await benchUploadsVsSignIn(store.url, database.ownerTokens, shoppers).catch((error: unknown) => {
            throw new Error(`the uploads bench failed; the server printed:\n${store.output().slice(-4000)}`, { cause: error });
          });
          table(
            `Sign-in, one every ${PACE_MS} ms, while eight 12-megapixel uploads are processed on ${kind} (goal: p99 ≤ 3× idle, decisions 088, 158)`,
            [
              { when: 'idle', sign_ins: figure.idle.n, 'p50 ms': ms(figure.idle.p50), 'p99 ms': ms(figure.idle.p99) },
              { when: 'eight uploads', sign_ins: figure.loaded.n, 'p50 ms': ms(figure.loaded.p50), 'p99 ms': ms(figure.loaded.p99) },
            ],
          );
          console.log(
            `  p99 ratio ${figure.ratioP99.toFixed(2)}× · uploads ${figure.uploads.accepted} accepted, ${figure.uploads.refused} refused (429) in ${figure.uploads.seconds.toFixed(1)} s · photo ${(figure.uploads.photoBytes / 1e6).toFixed(1)} MB`,
          );
          results[`uploads-${kind}`] = figure;
        } finally {
          await store.stop();
        }
      } finally {
        await database.drop();
      }
    }
  }

  if (only.has('web')) {
    // A mistaken BENCH_LIGHTHOUSE_RUNS stops the bench before the bundles and the store, not after them.
    const runs = lighthouseRuns();
    const bundles = routeBundles();
    table(
      `Front end: what each route loads first (budget ${formatBytes(INITIAL_JS_BUDGET_GZIP)} gzipped JS)`,
      bundles.map((b) => ({
        route: b.name,
        'JS raw': formatBytes(b.jsSizes.raw),
        'JS gzip': formatBytes(b.jsSizes.gzip),
        'JS brotli': formatBytes(b.jsSizes.brotli),
        'CSS raw': formatBytes(b.cssSizes.raw),
        'CSS gzip': formatBytes(b.cssSizes.gzip),
        'within budget': b.jsSizes.gzip <= INITIAL_JS_BUDGET_GZIP ? 'yes' : 'NO',
      })),
    );
    results.bundles = bundles;

    // The same server serves a static HTML page as the reference: a copy of the build with one more file.
    // It names the store's icon as the store's pages do: without it the browser asks for /favicon.ico, and
    // that 404 in the console cost the reference its best-practices score, which the store's pages never pay.
    const webCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-bench-web-'));
    const webDist = path.join(webCopy, 'dist');
    fs.cpSync(WEB_DIST, webDist, { recursive: true });
    // The server build beside it, as in apps/web: the server renders the public pages from it (decision 050).
    const serverBuild = path.join(WEB_DIST, '..', 'dist-server');
    if (fs.existsSync(serverBuild)) fs.cpSync(serverBuild, path.join(webCopy, 'dist-server'), { recursive: true });
    fs.writeFileSync(
      path.join(webDist, 'reference.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A static reference page."><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>Reference</title></head><body><main><h1>Static reference</h1><p>Plain HTML served by the store\'s server, no script.</p></main></body></html>',
    );
    const database = await prepareDatabase('pglite', { shoppers: 1 });
    try {
      const store = await startStore(database, pinned, { WEB_DIST: webDist });
      try {
        const sample = await sampleCatalog(store.url);
        const bookShop = (await (await fetch(`${store.url}/api/v1/shop/slug/book-shop`)).json()) as Shop;
        // The cart page is audited as a shopper sees it mid-shop: lines from two shops, not empty.
        const foodShop = (await (await fetch(`${store.url}/api/v1/shop/slug/${sample.shopSlug}`)).json()) as Shop;
        const plain = (shop: Shop) => shop.products.filter((p) => p.extras.length === 0 && p.isAvailable !== false);
        const cartProducts = [...plain(foodShop).slice(0, 2), ...plain(bookShop).slice(0, 1)];
        // An order page as the shopper follows it: a paid order from the two shops, placed before the cart is filled again.
        const shopper = database.tokens.slice(0, 1);
        await primeCarts(store.url, shopper, cartProducts[0]!._id);
        const order = await placeOrder(store.url, shopper[0]!, cartProducts[2]!._id);
        for (const product of cartProducts) await primeCarts(store.url, shopper, product._id);
        const pages = [
          { name: 'static reference', path: '/reference.html' },
          { name: 'category', path: '/Food' },
          { name: 'shop', path: `/shop/${sample.shopSlug}` },
          { name: 'book shop', path: `/shop/${bookShop.slug}` },
          { name: 'product', path: `/product-page/${sample.productSlug}` },
          { name: 'cart (signed in)', path: '/cart', token: database.tokens[0] },
          { name: 'order (signed in)', path: `/orders/${order.id}`, token: database.tokens[0] },
        ];
        // BENCH_PAGES=shop,product (page names) audits only those; a name that is no page's is a mistake, not an empty table.
        const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
        const unknown = wanted?.filter((name) => !pages.some((p) => p.name === name)) ?? [];
        if (unknown.length > 0)
          throw new Error(`BENCH_PAGES: no page named ${unknown.join(', ')} (pages: ${pages.map((p) => p.name).join(', ')})`);
        // Lighthouse asks for two dedicated cores at least (its docs/variability.md, "Run on adequate hardware"). On
        // CPU 1 alone, Chromium's browser, network and GPU processes and Lighthouse itself preempt the page's main
        // thread, and the simulation multiplies every task they stretch by four (decision 070). The audits (this
        // process and the Chromium it starts) get every CPU; the store keeps CPU 0.
        const everyCpu = pinned ? pinProcess(process.pid, `0-${os.cpus().length - 1}`) : undefined;
        let figures: PageFigure[];
        try {
          figures = await benchPages(store.url, wanted ? pages.filter((p) => wanted.includes(p.name)) : pages, runs);
        } finally {
          everyCpu?.restore();
        }
        table(
          `Lighthouse 12, mobile (simulated slow 4G, 4× CPU), cold cache, Chromium on every CPU, the median of ${runs} run${runs === 1 ? '' : 's'} (decision records 011, 070, 073)`,
          figures.map((f) => ({
            page: `${f.page} ${f.path}`,
            performance: f.performance,
            accessibility: f.accessibility,
            'best practices': f.bestPractices,
            SEO: f.seo,
            'FCP ms': f.fcpMs,
            'LCP ms': f.lcpMs,
            'TBT ms': f.tbtMs,
            CLS: f.cls,
            'machine index': f.machineIndex,
            'performance of the runs': rangeText(f.performanceRange),
          })),
        );
        // The same code has scored 100 on one machine and about 80 on a slower one (decision 070): say which this is.
        console.log("  machine index: Lighthouse's benchmarkIndex at the run, higher is faster; blocking time grows as it falls");
        for (const f of figures) if (f.failing.length) console.log(`  ${f.page}: below 90 on ${f.failing.join(', ')}`);
        results.pages = figures;
      } finally {
        await store.stop();
      }
    } finally {
      await database.drop();
      fs.rmSync(webCopy, { recursive: true, force: true });
    }
  }

  if (only.has('start')) {
    const database = await prepareDatabase('pglite', { shoppers: 0 });
    try {
      // SEED=demo: the prepared database is the demo market, with its logins (decision 078).
      const env = {
        ...database.env,
        JWT_SECRET,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PAYMENT_PROVIDER: 'sandbox',
        SEED: 'demo',
        PUBLIC_URL: 'http://localhost',
      };
      const npmStarts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const server = await startProcess('npm', ['start', '--silent'], { env, readyPath: '/api/v1/readyz', pin: pinned });
        npmStarts.push(server.readyMs);
        await server.stop();
      }
      const direct = await startProcess(process.execPath, ['scripts/start.mjs'], { env, readyPath: '/api/v1/readyz', pin: pinned });
      await new Promise((r) => setTimeout(r, 3000));
      const idleRss = rssMb(direct.pid);
      await fetch(`${direct.url}/api/v1/categories`).then((r) => r.arrayBuffer());
      await direct.stop();
      const sorted = [...npmStarts].sort((a, b) => a - b);
      const rows = [
        {
          run: '`npm start` (3 runs), PGlite',
          'ready s': npmStarts.map((t) => (t / 1000).toFixed(2)).join(' / '),
          median: ((sorted[1] ?? 0) / 1000).toFixed(2),
          'idle RSS MB': '',
        },
        {
          run: '`node scripts/start.mjs`, PGlite',
          'ready s': (direct.readyMs / 1000).toFixed(2),
          median: '',
          'idle RSS MB': idleRss.toFixed(0),
        },
      ];
      results.start = { npmStartMs: npmStarts, nodeStartMs: direct.readyMs, idleRssMb: idleRss };
      if (kinds.includes('postgres')) {
        const postgres = await prepareDatabase('postgres', { shoppers: 0 });
        try {
          const server = await startProcess(process.execPath, ['scripts/start.mjs'], {
            env: { ...env, ...postgres.env },
            readyPath: '/api/v1/readyz',
            pin: pinned,
          });
          await new Promise((r) => setTimeout(r, 3000));
          const rss = rssMb(server.pid);
          await server.stop();
          rows.push({
            run: '`node scripts/start.mjs`, PostgreSQL',
            'ready s': (server.readyMs / 1000).toFixed(2),
            median: '',
            'idle RSS MB': rss.toFixed(0),
          });
          results.startPostgres = { nodeStartMs: server.readyMs, idleRssMb: rss };
        } finally {
          await postgres.drop();
        }
      }
      table('Cold start on an existing database, until readyz answers 200', rows);
    } finally {
      await database.drop();
    }
  }

  const changes = compare(figuresOf(results), baseline);
  results.comparedWithBaseline = { file: baselineFile, changes };
  if (baseline) table(`Moved more than ${FALL_FLAG_PERCENT}% since the baseline (either way)`, movedRows(changes));
  console.log(`\n${baselineLines(changes, baseline, baselineFile).join('\n')}`);
  if (saveBaseline) {
    writeBaseline(
      savedBaseline(
        baseline,
        changes.map((c) => c.figure),
        { at: String(results.at), loadAverage },
      ),
    );
    console.log(
      `Baseline saved to ${baselineFile} for: ${[...new Set(changes.map((c) => c.figure.section))].join(', ') || 'nothing measured'}.`,
    );
    // A baseline from a busy machine makes every later run look faster: say so, the figures are still saved.
    if ((loadAverage[0] ?? 0) > 0.5)
      console.log(`  The load average was ${(loadAverage[0] ?? 0).toFixed(1)} when this run began: a baseline wants a quiet machine.`);
  }

  const dir = RESULTS_DIR;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nResults written to ${path.relative(ROOT, file)} (and ${path.relative(ROOT, path.join(dir, 'latest.json'))}).`);
}
