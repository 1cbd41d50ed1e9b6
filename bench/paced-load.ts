import http from 'node:http';

/** One HTTP request of a paced step. */
export interface PacedRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A step of the journey. With `shoppers`, the step's k-th request belongs to shopper k mod shoppers,
 * as that shopper's (k div shoppers)-th turn, and a shopper's requests run one after the other (a
 * cart's add and decrease stay in order). Without, every request is independent (shopper 0).
 */
export interface PacedStep {
  name: string;
  request: (shopper: number, turn: number) => PacedRequest;
  shoppers?: number;
}

export interface PacedFigure {
  name: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /**
   * How late the load generator itself sent this step's requests (p99, ms): when it fell behind its timetable (its
   * own event loop busy with answers, a garbage collection), every step's latency grows by as much, whatever the
   * server did. Near the p99 above, the generator, not the server, made it.
   */
  lateP99: number;
}

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/**
 * When each request of a paced run is due, in ms from the start: one request every 1000/rate ms,
 * the steps taking turns, so each step runs at rate/steps and the steps interleave evenly.
 */
export function schedule(rate: number, durationSeconds: number, stepCount: number): { at: number; step: number }[] {
  const total = Math.floor(rate * durationSeconds);
  return Array.from({ length: total }, (_, k) => ({ at: (k * 1000) / rate, step: k % stepCount }));
}

/**
 * A constant-rate, open-model load (as wrk2 does it): requests leave on a fixed timetable whatever
 * the server's answers, and each one's latency counts from when it was due, not from when it was
 * sent, so a stalled server cannot hide its queue (coordinated omission). Each step has its own
 * keep-alive connections (`connections`); a request that finds them all busy waits, and that wait
 * is part of its latency.
 */
export async function pacedLoad(
  baseUrl: string,
  steps: PacedStep[],
  options: { rate: number; durationSeconds: number; connections: number; timeoutMs?: number },
): Promise<PacedFigure[]> {
  const url = new URL(baseUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agents = steps.map(() => new http.Agent({ keepAlive: true, maxSockets: options.connections }));
  const samples = steps.map(() => [] as number[]);
  const counts = steps.map(() => ({ requests: 0, errors: 0, non2xx: 0 }));
  const lateness = steps.map(() => [] as number[]);
  const turns = steps.map(() => 0);
  // Per step and shopper, the promise of that shopper's previous request: a shopper's requests stay in order.
  const shopperTails = steps.map((step) => Array.from({ length: step.shoppers ?? 0 }, () => Promise.resolve()));
  const inFlight = new Set<Promise<void>>();

  const send = (stepIndex: number, spec: PacedRequest): Promise<number> =>
    new Promise((resolve) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          headers: { ...spec.headers, ...(spec.body ? { 'content-length': Buffer.byteLength(spec.body) } : {}) },
          agent: agents[stepIndex],
          timeout: timeoutMs,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(0));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => resolve(0));
      request.end(spec.body);
    });

  const fire = (stepIndex: number, dueAt: number) => {
    const step = steps[stepIndex];
    if (!step) return;
    const shoppers = step.shoppers ?? 1;
    lateness[stepIndex]?.push(performance.now() - dueAt);
    const turn = turns[stepIndex] ?? 0;
    turns[stepIndex] = turn + 1;
    const shopper = turn % shoppers;
    const tails = shopperTails[stepIndex] ?? [];
    const run = (tails[shopper] ?? Promise.resolve()).then(async () => {
      const status = await send(stepIndex, step.request(shopper, Math.floor(turn / shoppers)));
      const count = counts[stepIndex];
      if (!count) return;
      count.requests++;
      samples[stepIndex]?.push(performance.now() - dueAt);
      if (status === 0) count.errors++;
      else if (status < 200 || status >= 300) count.non2xx++;
    });
    if (step.shoppers) tails[shopper] = run;
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  };

  const timetable = schedule(options.rate, options.durationSeconds, steps.length);
  const start = performance.now() + 20;
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (next < timetable.length && start + (timetable[next]?.at ?? 0) <= now) {
        const slot = timetable[next++];
        if (slot) fire(slot.step, start + slot.at);
      }
      if (next >= timetable.length) return done();
      setTimeout(tick, Math.max(0, start + (timetable[next]?.at ?? 0) - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  for (const agent of agents) agent.destroy();

  return steps.map((step, i) => {
    const sorted = [...(samples[i] ?? [])].sort((a, b) => a - b);
    const count = counts[i] ?? { requests: 0, errors: 0, non2xx: 0 };
    return {
      name: step.name,
      requests: count.requests,
      reqPerSec: count.requests / elapsedSeconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
      errors: count.errors,
      non2xx: count.non2xx,
      lateP99: percentile(
        [...(lateness[i] ?? [])].sort((a, b) => a - b),
        0.99,
      ),
    };
  });
}
