import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { benchJourneySteps, cartAnswers, primeCarts, sampleCatalog, type EndpointFigure } from './api';
import type { BenchDatabase, RunningServer } from './servers';

/** A round-robin balancer in a few lines of node:http (as the two-instance test's): requests alternate between the targets. */
export async function roundRobinProxy(targets: string[]): Promise<{ url: string; close(): Promise<void> }> {
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((request, response) => {
    const target = new URL(targets[turn++ % targets.length]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        agent,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface InstancesRun {
  setup: string;
  rate: number;
  steps: EndpointFigure[];
}

/** The journey's figures summed up: the slowest step's p50 and p99, every error and non-2xx answer. */
export function summary(steps: EndpointFigure[]): { p50: number; p99: number; errors: number } {
  return {
    p50: Math.max(0, ...steps.map((s) => s.p50)),
    p99: Math.max(0, ...steps.map((s) => s.p99)),
    errors: steps.reduce((sum, s) => sum + s.errors + s.non2xx, 0),
  };
}

/**
 * Scale figures (issue 22, decision 047): the fixed-rate journey against one instance, and against two
 * behind the proxy at the same total rate, then at double it; one database (PostgreSQL), so what
 * changes is only how many processes serve. Not pinned: two instances on a two-core machine share its
 * cores with PostgreSQL and the load generator, which is what the figures show.
 */
export async function benchInstances(
  database: BenchDatabase,
  start: () => Promise<RunningServer>,
  rate: number,
  seconds: number,
  warmupSeconds: number,
): Promise<InstancesRun[]> {
  const runs: InstancesRun[] = [];
  const a = await start();
  const b = await start();
  const proxy = await roundRobinProxy([a.url, b.url]);
  try {
    const withCart = await cartAnswers(a.url, database.tokens[0] ?? '');
    if (withCart) await primeCarts(a.url, database.tokens, (await sampleCatalog(a.url)).productId);
    for (const [setup, url, r] of [
      ['one instance', a.url, rate],
      ['two behind the proxy', proxy.url, rate],
      ['one instance', a.url, rate * 2],
      ['two behind the proxy', proxy.url, rate * 2],
    ] as const) {
      await benchJourneySteps(url, database.tokens, r, warmupSeconds, withCart);
      runs.push({ setup, rate: r, steps: await benchJourneySteps(url, database.tokens, r, seconds, withCart) });
    }
  } finally {
    await proxy.close();
    await Promise.all([a.stop(), b.stop()]);
  }
  return runs;
}
