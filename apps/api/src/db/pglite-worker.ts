import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { WorkerReply, WorkerRequest } from './pglite-in-worker';
import { PglitePreparedStatements } from './pglite-prepared';

/**
 * The embedded database's own thread (pglite-in-worker.ts): PGlite runs queries synchronously in
 * WebAssembly, so on the server's thread every search or cart query would stop every other request.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const { dataDir } = workerData as { dataDir: string | undefined };

/** Parsers that keep a type's text as it is (the driver's choice for timestamps, dates and intervals). */
function identityParsers(types: number[] | undefined): Record<number, (value: string) => string> | undefined {
  if (!types?.length) return undefined;
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

/** An error as plain data: message and the PostgreSQL fields (code, constraint…) callers look at. */
function serialiseError(error: unknown): Extract<WorkerReply, { ok: false }>['error'] {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { name: error.name, message: error.message, fields };
}

const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } }).catch((error: unknown) => {
  port.postMessage({ id: 0, ok: false, error: serialiseError(error) } satisfies WorkerReply);
  throw error;
});

const prepared = new PglitePreparedStatements(db);

/** Open transactions: the PGlite transaction handle, and how to end it. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; settled: Promise<unknown> }>();
/**
 * Transactions asked for, until they end: resolves when PGlite has begun it. The server's thread sends a
 * transaction's first statement without waiting for the begin's answer (decision 148): it waits here instead,
 * so the database is not held idle for that round trip.
 */
const opening = new Map<number, Promise<unknown>>();

async function handle(request: WorkerRequest): Promise<unknown> {
  const target = async (tx: number | undefined) => {
    if (tx === undefined) return db;
    await opening.get(tx);
    const open = transactions.get(tx);
    if (!open) throw new Error(`Transaction ${tx} is not open`);
    return open.tx;
  };
  switch (request.op) {
    case 'query':
      return (await target(request.tx)).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: identityParsers(request.rawTypes),
      });
    case 'prepared':
      return prepared.query(request.name, request.sql, request.params, request.options);
    case 'exec':
      return (await target(request.tx)).exec(request.sql);
    case 'begin': {
      const begun = new Promise<number>((resolveBegin, rejectBegin) => {
        const settled = db
          .transaction(
            (tx) =>
              new Promise<void>((resolve, reject) => {
                transactions.set(request.id, { tx, end: (commit) => (commit ? resolve() : reject(new Error('rolled back'))), settled });
                resolveBegin(request.id);
              }),
          )
          .finally(() => {
            transactions.delete(request.id);
            opening.delete(request.id);
          });
        settled.catch(rejectBegin);
      });
      opening.set(
        request.id,
        begun.catch(() => undefined),
      );
      return begun;
    }
    case 'end': {
      await opening.get(request.tx);
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`Transaction ${request.tx} is not open`);
      open.end(request.commit);
      if (request.commit) return open.settled.then(() => undefined);
      return open.settled.then(
        () => undefined,
        () => undefined,
      );
    }
    case 'listen':
      await db.listen(request.channel, (payload) =>
        port?.postMessage({ id: -1, ok: true, value: { channel: request.channel, payload } } satisfies WorkerReply),
      );
      return undefined;
    case 'close':
      await db.query('CHECKPOINT');
      await db.close();
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WorkerReply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serialiseError(error) } satisfies WorkerReply),
  );
});
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies WorkerReply);
