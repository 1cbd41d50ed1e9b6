import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { rowsOf, type DatabaseHandle } from '../db/client';

/** What the metrics read from the rest of the app: counts, never internals (the hubs may change shape). */
export interface MetricSources {
  database: DatabaseHandle;
  /** Open live streams (SSE) by kind: `order` (a shopper's order page), `shop` (a shop console's queue). */
  liveStreams: () => Record<string, number>;
}

export interface AppMetrics {
  registry: Registry;
  /** One answered request: its route pattern (never the raw address), method, status and seconds taken. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
}

const number = (value: unknown) => Number(value ?? 0);

/** Jobs by queue: due and waiting, waiting for a retry, failed for good, and the age of the oldest due one. */
async function jobFigures(database: DatabaseHandle) {
  const result = await database.db.execute(sql`
    select queue,
      count(*) filter (where state in ('created', 'active')) as depth,
      count(*) filter (where state = 'created' and attempts > 0) as retrying,
      count(*) filter (where state = 'failed') as failed,
      coalesce(extract(epoch from now() - min(run_after) filter (where state = 'created' and run_after <= now())), 0) as oldest
    from jobs where state <> 'completed' group by queue`);
  return rowsOf<{ queue: string; depth: unknown; retrying: unknown; failed: unknown; oldest: unknown }>(result);
}

async function countsByStatus(database: DatabaseHandle, table: 'payments' | 'refunds') {
  const result = await database.db.execute(sql`select status, count(*) as n from ${sql.identifier(table)} group by status`);
  return rowsOf<{ status: string; n: unknown }>(result);
}

/** Sets a gauge's values afresh from rows (a queue that emptied shows 0, not its last value). */
function setAll<T>(gauge: Gauge, rows: readonly T[], labels: (row: T) => Record<string, string>, value: (row: T) => number) {
  gauge.reset();
  for (const row of rows) gauge.set(labels(row), value(row));
}

/**
 * The Prometheus metrics of one app (issue 34), in a registry of its own. Counts that live in the
 * database (jobs, payments, refunds) are read when scraped, so every instance reports the same figures;
 * what is per instance (requests, streams, the pool) is its own.
 */
export function createMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { database } = sources;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'http_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  // The four job gauges are collected together (prom-client starts every collect in the same tick): one query per scrape.
  let pendingJobRows: ReturnType<typeof jobFigures> | undefined;
  const currentJobRows = () =>
    (pendingJobRows ??= jobFigures(database)
      .catch(() => [])
      .finally(() => (pendingJobRows = undefined)));
  const jobGauges = {
    depth: ['jobs_queue_depth', 'Jobs waiting or running, by queue'],
    retrying: ['jobs_retrying', 'Jobs waiting for a retry after a failed attempt, by queue'],
    failed: ['jobs_failed', 'Jobs failed for good (the operator console retries them), by queue'],
    oldest: ['jobs_oldest_due_age_seconds', 'How long the oldest due job of a queue has waited'],
  } as const;
  for (const [field, [name, help]] of Object.entries(jobGauges)) {
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const rows = await currentJobRows();
        setAll(
          this,
          rows,
          (row) => ({ queue: row.queue }),
          (row) => number(row[field as keyof typeof jobGauges]),
        );
      },
    });
  }
  new Gauge({
    name: 'live_streams',
    help: 'Open live streams (server-sent events) on this instance, by kind',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      for (const [kind, count] of Object.entries(sources.liveStreams())) this.set({ kind }, count);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); PGlite: one embedded connection',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.pool;
      if (!pool) return void this.set({ state: 'total' }, 1);
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  for (const table of ['payments', 'refunds'] as const) {
    new Gauge({
      name: `${table}_by_status`,
      help:
        table === 'payments'
          ? 'Payments by status (pending, success, failed, abandoned)'
          : 'Refunds by status (failed: the provider refused it)',
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        setAll(
          this,
          await countsByStatus(database, table).catch(() => []),
          (row) => ({ status: row.status }),
          (row) => number(row.n),
        );
      },
    });
  }
  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      duration.observe({ method, route, status_code: String(status) }, seconds);
      if (status === 429) refused.inc({ route });
    },
  };
}
