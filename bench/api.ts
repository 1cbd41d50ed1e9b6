import fs from 'node:fs';
import autocannon, { type Options, type Request, type Result } from 'autocannon';
import type { Shop } from '@campus/contract';
import { pacedLoad, type PacedRequest, type PacedStep } from './paced-load';

export interface EndpointFigure {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** req/s of this endpoint divided by the hello-world's in slices alternating with its own (`measureAgainst`). */
  ratio?: number;
  /**
   * Share of one core the server's process (all its threads) used during the measured run. Well
   * under 100%, the load generator, not the server, set the pace.
   */
  serverCpu?: number;
  note?: string;
  /** Not measured on this build (the note says why). */
  skipped?: boolean;
}

export interface LoadSettings {
  connections: number;
  duration: number;
  warmup: number;
  /** The server's process, whose CPU time is read around the measured run (Linux /proc). */
  serverPid?: number;
}

/** CPU seconds a process has used so far, all threads, user and system (0 where /proc is missing). */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which is in parentheses): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Linux's USER_HZ, 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** One autocannon run after a warm-up run on the same target. */
export async function measure(name: string, options: Options, settings: LoadSettings): Promise<EndpointFigure> {
  const base: Options = { connections: settings.connections, pipelining: 1, ...options };
  await warmUp(base, settings.warmup);
  const slice = await loadSlice(base, settings.duration, settings.serverPid);
  return { name, ...figureOf([slice]) };
}

/** The bare hello-world a store endpoint is compared with, in slices alternating with the endpoint's. */
export interface Reference {
  url: string;
  pid: number;
  /** Every slice measured so far, for the reference's own row. */
  slices: Slice[];
}

/** One measured autocannon run. */
interface Slice {
  requests: number;
  seconds: number;
  /** Share of one core the server used during the slice (NaN without a pid). */
  cpuShare: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * What a browser sends with every call (Chromium's accept-encoding): the store answers its catalog
 * reads brotli-compressed, as it does for the storefront. The reference gets the same requests.
 */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Rounds of the alternating measurement: the endpoint and the reference each run this many slices. */
const ROUNDS = 3;

/**
 * An endpoint measured against the reference on a drifting machine: after its warm-up, ROUNDS rounds
 * of one reference slice and one endpoint slice of equal length, the order turning each round (A B,
 * B A, A B…), so a steady drift weighs on both alike. The ratio is the endpoint's requests over the
 * reference's in those slices (decision record 018); req/s is over the endpoint's slices, p50 the
 * median of theirs, p99 the worst.
 */
export async function measureAgainst(
  name: string,
  options: Options,
  settings: LoadSettings,
  reference: Reference,
): Promise<EndpointFigure> {
  const base: Options = {
    connections: settings.connections,
    pipelining: 1,
    ...options,
    headers: { ...BROWSER_HEADERS, ...options.headers },
  };
  const referenceBase: Options = { connections: settings.connections, pipelining: 1, url: reference.url, headers: BROWSER_HEADERS };
  await warmUp(base, settings.warmup);
  const seconds = Math.max(1, settings.duration / ROUNDS);
  const mine: Slice[] = [];
  const theirs: Slice[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const measureReference = async () => theirs.push(await loadSlice(referenceBase, seconds, reference.pid));
    const measureEndpoint = async () => mine.push(await loadSlice(base, seconds, settings.serverPid));
    if (round % 2 === 0) {
      await measureReference();
      await measureEndpoint();
    } else {
      await measureEndpoint();
      await measureReference();
    }
  }
  reference.slices.push(...theirs);
  const requests = (slices: Slice[]) => slices.reduce((sum, slice) => sum + slice.requests / slice.seconds, 0);
  return { name, ...figureOf(mine), ratio: requests(mine) / requests(theirs) };
}

/** The reference's name in the tables and results. */
export const REFERENCE_NAME = 'hello-world (bare Fastify)';

/** The reference's row: every slice it ran next to the endpoints. */
export function referenceFigure(reference: Reference): EndpointFigure {
  return {
    name: REFERENCE_NAME,
    ...figureOf(reference.slices),
    ratio: 1,
    note: `${reference.slices.length} slices alternating with the endpoints'`,
  };
}

/** The reference's warm-up, once before its first slice. */
export function warmUpReference(reference: Reference, settings: LoadSettings): Promise<void> {
  return warmUp({ connections: settings.connections, pipelining: 1, url: reference.url, headers: BROWSER_HEADERS }, settings.warmup);
}

async function warmUp(base: Options, seconds: number): Promise<void> {
  if (seconds <= 0) return;
  await autocannon({ ...base, duration: seconds });
  await drain(base);
}

/** Lets the server answer what a run left queued (one request answered after all of them), so it does not weigh on the next run. */
async function drain(base: Options): Promise<void> {
  if (!base.requests) await fetch(base.url, { headers: fetchHeaders(base.headers) }).then((res) => res.arrayBuffer());
}

/** autocannon takes Node's header shape (a value may be a list); fetch takes one string per header. */
function fetchHeaders(headers: Options['headers']): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}

async function loadSlice(base: Options, seconds: number, pid: number | undefined): Promise<Slice> {
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const started = performance.now();
  const result: Result = await autocannon({ ...base, duration: seconds });
  const elapsed = (performance.now() - started) / 1000;
  const slice = {
    requests: result.requests.total,
    seconds: result.duration,
    cpuShare: pid ? (cpuSeconds(pid) - cpuBefore) / elapsed : Number.NaN,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  await drain(base);
  return slice;
}

function figureOf(slices: Slice[]): Omit<EndpointFigure, 'name'> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  const cpu = slices.reduce((sum, slice) => sum + slice.cpuShare * slice.seconds, 0) / seconds;
  return {
    reqPerSec: slices.reduce((sum, slice) => sum + slice.requests, 0) / seconds,
    p50: median(slices.map((slice) => slice.p50)),
    p99: Math.max(...slices.map((slice) => slice.p99)),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
    non2xx: slices.reduce((sum, slice) => sum + slice.non2xx, 0),
    serverCpu: Number.isNaN(cpu) ? undefined : cpu,
  };
}

/**
 * Assigns one session token per connection (a shopper per connection, as in real use). With a
 * sequence of requests, each connection gets its own copies carrying its token: autocannon shares
 * the `requests` objects between connections and `setHeaders` only reaches the first of them.
 */
export function tokenPerConnection(tokens: string[], requests?: Request[]): Options['setupClient'] {
  let next = 0;
  return (client) => {
    const headers = { ...BROWSER_HEADERS, authorization: `Bearer ${tokens[next++ % tokens.length]}`, 'content-type': 'application/json' };
    if (requests) client.setRequests(requests.map((request) => ({ ...request, headers })));
    else client.setHeaders(headers);
  };
}

/** One of the product added, then decreased by one: the cart writes of the benchmarks. */
function addThenDecrease(productId: string): PacedRequest[] {
  return [
    { method: 'POST', path: `/api/v1/user/cart/${productId}`, body: '{}' },
    { method: 'PUT', path: '/api/v1/user/cart', body: JSON.stringify({ productId }) },
  ];
}

export interface CatalogSample {
  shopSlug: string;
  productSlug: string;
  productId: string;
  searchText: string;
}

/** A representative shop, product and search text from the running store. */
export async function sampleCatalog(url: string): Promise<CatalogSample> {
  const shop = (await (await fetch(`${url}/api/v1/shop/slug/mama-titis-kitchen`)).json()) as Shop;
  const product = shop.products.find((p) => p.extras.length === 0 && p.isAvailable !== false) ?? shop.products[0];
  if (!product) throw new Error('the demo shop has no product');
  return { shopSlug: shop.slug, productSlug: product.slug, productId: product._id, searchText: 'rice' };
}

/** Whether the cart calls answer on this build (they land with the cart issue); the benchmarks skip them otherwise. */
export async function cartAnswers(url: string, token: string): Promise<boolean> {
  const res = await fetch(`${url}/api/v1/user/cart`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status === 200;
}

/** Puts one of the product in every benchmark shopper's cart so add-then-decrease cycles stay between 1 and 2. */
export async function primeCarts(url: string, tokens: string[], productId: string): Promise<void> {
  for (const token of tokens) {
    const res = await fetch(`${url}/api/v1/user/cart/${productId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`priming a cart answered ${res.status}`);
  }
}

/** The endpoints of issue 8, measured one after the other against one running store, each next to the reference. */
export async function benchEndpoints(
  url: string,
  tokens: string[],
  settings: LoadSettings,
  reference: Reference,
): Promise<EndpointFigure[]> {
  const sample = await sampleCatalog(url);
  const api = `${url}/api/v1`;
  const figures: EndpointFigure[] = [];
  const read = async (name: string, path: string) =>
    figures.push(await measureAgainst(name, { url: `${api}${path}` }, settings, reference));
  await read('GET healthz', '/healthz');
  await read('GET categories', '/categories');
  await read('GET shop/slug/{slug}', `/shop/slug/${sample.shopSlug}`);
  await read('GET product/slug/{slug}', `/product/slug/${sample.productSlug}`);
  await read('GET product/search-products', `/product/search-products?name=${sample.searchText}`);
  await read('GET product/suggestions', `/product/suggestions?q=${sample.searchText}`);
  if (await cartAnswers(url, tokens[0] ?? '')) {
    const connections = Math.min(settings.connections, tokens.length);
    await primeCarts(url, tokens.slice(0, connections), sample.productId);
    const shoppers = { ...settings, connections };
    figures.push(
      await measureAgainst('GET user/cart', { url: `${api}/user/cart`, setupClient: tokenPerConnection(tokens) }, shoppers, reference),
    );
    const writes = addThenDecrease(sample.productId);
    figures.push(
      await measureAgainst(
        'POST user/cart/{id} + PUT user/cart',
        { url, requests: writes, setupClient: tokenPerConnection(tokens, writes) },
        shoppers,
        reference,
      ),
    );
  } else {
    figures.push({
      name: 'user/cart calls',
      reqPerSec: 0,
      p50: 0,
      p99: 0,
      errors: 0,
      non2xx: 0,
      skipped: true,
      note: 'skipped: GET user/cart does not answer 200 on this build',
    });
  }
  return figures;
}

/**
 * The fixed-rate journey: browse, open a shop and a product, suggestions and search, view the cart,
 * add and decrease, all at once, each step at its share of a constant overall rate, paced evenly and
 * corrected for coordinated omission (`pacedLoad`, decision record 014). Each cart step has its own
 * shoppers, so their carts do not collide; a shopper's add and decrease stay in order.
 */
export async function benchJourneySteps(
  url: string,
  tokens: string[],
  rate: number,
  duration: number,
  withCart: boolean,
): Promise<EndpointFigure[]> {
  const sample = await sampleCatalog(url);
  const get = (path: string): PacedRequest => ({ method: 'GET', path: `/api/v1${path}`, headers: BROWSER_HEADERS });
  const steps: PacedStep[] = [
    { name: 'categories', request: () => get('/categories') },
    { name: 'shop', request: () => get(`/shop/slug/${sample.shopSlug}`) },
    { name: 'product', request: () => get(`/product/slug/${sample.productSlug}`) },
    { name: 'suggestions', request: () => get(`/product/suggestions?q=${sample.searchText}`) },
    { name: 'search', request: () => get(`/product/search-products?name=${sample.searchText}`) },
  ];
  const connections = 10;
  const shoppers = Math.max(1, Math.min(connections, Math.floor(tokens.length / 2)));
  const auth = (token: string | undefined) => ({
    ...BROWSER_HEADERS,
    authorization: `Bearer ${token ?? ''}`,
    'content-type': 'application/json',
  });
  if (withCart) {
    const viewers = tokens.slice(0, shoppers);
    const writers = tokens.slice(shoppers, 2 * shoppers);
    const writes = addThenDecrease(sample.productId);
    steps.push({ name: 'cart view', shoppers, request: (shopper) => ({ ...get('/user/cart'), headers: auth(viewers[shopper]) }) });
    steps.push({
      name: 'cart writes',
      shoppers,
      // Turns alternate add and decrease, so every writer's line stays between 1 and 2.
      request: (shopper, turn) => ({ ...(writes[turn % writes.length] ?? get('/user/cart')), headers: auth(writers[shopper]) }),
    });
  }
  const figures = await pacedLoad(url, steps, { rate, durationSeconds: duration, connections });
  return figures.map((f) => ({
    name: `journey: ${f.name}`,
    reqPerSec: f.reqPerSec,
    p50: f.p50,
    p99: f.p99,
    errors: f.errors,
    non2xx: f.non2xx,
    note: `load generator ${f.lateP99.toFixed(1)} ms late (p99)`,
  }));
}
