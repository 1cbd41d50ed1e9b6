import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { PreparedOptions } from './pglite-prepared';

/** What the server's thread asks of the database thread (pglite-worker.ts). */
export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      rawTypes: number[] | undefined;
      tx?: number;
    }
  /** A named prepared statement outside any transaction (pglite-prepared.ts). */
  | { id: number; op: 'prepared'; name: string; sql: string; params: readonly unknown[]; options: PreparedOptions }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  /** A NOTIFY on a channel this side listens to (id -1: no request waits for it). */
  | { id: -1; ok: true; value: { channel: string; payload: string } }
  | { id: number; ok: false; error: { name: string; message: string; fields: Record<string, string | number> } };

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** The driver's parsers; they keep a type's text as it is, which the worker does for these type ids. */
  parsers?: Record<number, unknown>;
}

/** The part of PGlite's interface the Drizzle driver and our client use, inside and outside a transaction. */
export interface PGliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** A PostgreSQL error rebuilt on this side: same message, and the fields (code, constraint, detail…) callers read. */
function rebuildError(error: Extract<WorkerReply, { ok: false }>['error']): Error {
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  return rebuilt;
}

/**
 * PGlite in a worker thread, behind the interface the Drizzle PGlite driver uses. Queries run
 * synchronously inside WebAssembly; here they block only the database's thread, so the server keeps
 * answering catalog reads and health checks while a search or a checkout runs. One worker serves
 * one data directory, so everything still goes through one PostgreSQL backend, in order.
 */
export class PGliteInWorker implements PGliteQueries {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private ended: Error | undefined;
  /** Queries outside any transaction: made once, they run on every request's hot path. */
  private readonly outside: PGliteQueries = this.queries(undefined);

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      if (reply.id === -1 && reply.ok) {
        const note = reply.value as { channel: string; payload: string };
        for (const listener of this.listeners.get(note.channel) ?? []) listener(note.payload);
        return;
      }
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(rebuildError(reply.error));
    });
    const fail = (error: Error) => {
      this.ended ??= error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database stopped (worker exit code ${code})`)));
  }

  /** Starts the worker and opens the database (in memory without `dataDir`). */
  static async start(dataDir: string | undefined): Promise<PGliteInWorker> {
    const worker = new Worker(new URL('./pglite-worker-boot.mjs', import.meta.url), { workerData: { dataDir } });
    const client = new PGliteInWorker(worker);
    await new Promise<void>((resolve, reject) => {
      client.pending.set(0, { resolve: () => resolve(), reject });
    });
    return client;
  }

  get closed(): boolean {
    return this.ended !== undefined;
  }

  private call<T>(request: Request): Promise<T> {
    return this.send<T>(request).reply;
  }

  /** Posts a request; its id is known at once (a transaction's id is its begin's). */
  private send<T>(request: Request): { id: number; reply: Promise<T> } {
    const id = this.nextId++;
    if (this.ended) return { id, reply: Promise.reject(this.ended) };
    const reply = new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
    return { id, reply };
  }

  private queries(tx: number | undefined): PGliteQueries {
    return {
      query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.call<Results<T>>({
          op: 'query',
          sql,
          params,
          rowMode: options?.rowMode,
          rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
          tx,
        }),
      exec: (sql: string) => this.call<Results[]>({ op: 'exec', sql, tx }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.outside.query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.outside.exec(sql);
  }

  /** A named prepared statement, outside any transaction (decision 155). */
  queryPrepared<T>(name: string, sql: string, params: readonly unknown[], options: PreparedOptions): Promise<Results<T>> {
    return this.call<Results<T>>({ op: 'prepared', name, sql, params, options });
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PGliteQueries & { closed: boolean }) => Promise<T>): Promise<T> {
    // The first statement goes without waiting for the begin's answer: the worker runs it once the transaction
    // has begun (decision 148: one round trip less while the one session is held). A failed begin fails it.
    const { id: tx, reply: begun } = this.send<number>({ op: 'begin' });
    begun.catch(() => undefined);
    const queries = { ...this.queries(tx), closed: false };
    let result: T;
    try {
      result = await callback(queries);
      await begun;
    } catch (error) {
      queries.closed = true;
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      // A transaction that could not begin says why, not that its first statement found no transaction.
      throw (
        (await begun.then(
          () => undefined,
          (beginError: unknown) => beginError,
        )) ?? error
      );
    }
    queries.closed = true;
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** LISTEN on the database's one session; notifications come back over the worker's port. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const set = this.listeners.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(onPayload);
    this.listeners.set(channel, set);
    if (first) await this.call({ op: 'listen', channel });
    return async () => {
      set.delete(onPayload);
    };
  }

  /** Checkpoints, closes the database and stops the worker. */
  async close(): Promise<void> {
    if (this.ended) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.ended = new Error('The embedded database is closed');
      await this.worker.terminate();
    }
  }
}
