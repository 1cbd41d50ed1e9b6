import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { PGliteInWorker } from './pglite-in-worker';
import { PgListener } from './pg-listener';
import { SEARCH_CONNECTIONS, searchPoolUrl, searchSettings } from './search-settings';
import { fillShopNameKeys } from './shop-name-keys';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Database`, as `db.transaction` hands it to its work. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or a transaction: repositories accept either. */
export type Executor = Database | Transaction;

/** The rows of a raw query (`execute`): node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Where a search runs as one statement (decision 138): every session of it runs under the search settings.
   * PGlite: `db` itself (one session, set at open); PostgreSQL: a small pool of its own whose connections
   * start with them, so no other query ever runs with sequential scans off.
   */
  searchDb: Database;
  /** The node-postgres pool on PostgreSQL (rate-limiter-flexible keeps its counters through it); none on PGlite. */
  pool?: pg.Pool;
  ping(): Promise<boolean>;
  /**
   * LISTEN on a notification channel (decision 030): PostgreSQL through one dedicated connection
   * that reconnects, PGlite through its own listen. Resolves to the way to stop listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * Whether notifications can arrive: on PostgreSQL, whether the listening connection is up (false
   * while it reconnects; also true before anything listens); PGlite always (readiness, decision 045).
   */
  listening(): boolean;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; onConnectionLost?: (error: Error) => void }
  | { kind: 'pglite'; dataDir: string }
  /**
   * In memory; `image` (from migratedPgliteImage) starts from a copy of an already migrated database; `small` gives it
   * the shared memory of a test's few rows rather than PostgreSQL's default (see SMALL_PGLITE).
   */
  | { kind: 'pglite-memory'; image?: Blob; small?: boolean };

/**
 * A small in-memory PGlite for a test file: PGlite's own start parameters, then 16 MB of shared buffers (PostgreSQL's
 * default is 128 MB, which PGlite clears at every start, for data that is in memory already) and five connections for
 * its one session. Measured on two cores, a copy of the seeded test image opened in 300 ms instead of 380–450 (decision 156).
 */
const SMALL_PGLITE = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=5'];

function reportLostConnection(error: Error): void {
  console.error(`PostgreSQL closed an idle connection (${error.message}); the next query opens a new one.`);
}

/** What runs right after the migrations, still under the migration lock on PostgreSQL (the demo seed of an empty database). */
export interface OpenOptions {
  afterMigrations?: (db: Database) => Promise<void>;
}

/**
 * The advisory lock every instance takes around its migrations (decision 079): instances that start together on an
 * empty database apply them one after another instead of racing on `CREATE EXTENSION` and the migrations table.
 */
const MIGRATION_LOCK_KEY = 'campus-market migrations';

/** Migrates (then runs `afterMigrations`) on one connection of the pool that holds the migration lock meanwhile. */
async function migrateUnderLock(pool: pg.Pool, afterMigrations: OpenOptions['afterMigrations']): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK_KEY]);
    const db = drizzlePg(connection, { schema });
    await migratePg(db, { migrationsFolder });
    await fillShopNameKeys(db as unknown as Database);
    await afterMigrations?.(db as unknown as Database);
    await connection.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK_KEY]);
    connection.release();
  } catch (error) {
    // Closing the session releases the lock whatever state it is in.
    connection.release(true);
    throw error;
  }
}

/** Opens the database, applies the committed migrations and returns a handle. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that the server ends (a restart, a failover, an administrator) is dropped from the pool and
    // replaced on the next query. Without a listener, pg re-emits it as an uncaught error that kills the process.
    pool.on('error', target.onConnectionLost ?? reportLostConnection);
    const db = drizzlePg(pool, { schema });
    try {
      await migrateUnderLock(pool, options.afterMigrations);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const searchPool = new pg.Pool({ connectionString: searchPoolUrl(target.url), max: SEARCH_CONNECTIONS });
    searchPool.on('error', target.onConnectionLost ?? reportLostConnection);
    // One listening connection for every channel of this instance (pg-listener.ts).
    const listener = new PgListener(target.url, target.onConnectionLost ?? reportLostConnection);
    let listened = false;
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      searchDb: drizzlePg(searchPool, { schema }) as unknown as Database,
      pool,
      ping: async () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      listen: (channel, onPayload, onReconnect) => {
        listened = true;
        return listener.listen(channel, onPayload, onReconnect);
      },
      listening: () => !listened || listener.connected,
      close: async () => {
        await listener.close();
        await Promise.all([pool.end(), searchPool.end()]);
      },
    };
  }

  if (target.kind === 'pglite') {
    const pgDir = path.join(target.dataDir, 'pglite');
    fs.mkdirSync(pgDir, { recursive: true });
    const releaseLock = acquireDataDirLock(target.dataDir);
    // PGlite keeps its files in pgDir and runs without fsync: real orders belong on PostgreSQL (README).
    // It runs in its own thread, so its synchronous queries never hold up the server's (pglite-in-worker.ts).
    const client = await PGliteInWorker.start(pgDir).catch((error: unknown) => {
      releaseLock();
      throw error;
    });
    // Drizzle's PGlite driver calls only query() and transaction(), which PGliteInWorker provides.
    return migratedPglite(
      client as unknown as PGlite,
      () => client.close(),
      releaseLock,
      (channel, onPayload) => client.listen(channel, onPayload),
      options.afterMigrations,
    );
  }
  const client = await PGlite.create({
    extensions: { pg_trgm },
    loadDataDir: target.image,
    ...(target.small ? { startParams: SMALL_PGLITE } : {}),
  });
  return migratedPglite(
    client,
    () => client.close(),
    () => {},
    (channel, onPayload) => client.listen(channel, onPayload),
    options.afterMigrations,
  );
}

/**
 * An in-memory PGlite with every migration applied (then `afterMigrations`, e.g. the demo seed), as a data-directory
 * dump. The API suite opens a copy per test file: loading it takes about 0.4 s where initdb and the migrations take
 * 1.3–2.7 s.
 */
export async function migratedPgliteImage(afterMigrations?: OpenOptions['afterMigrations']): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    if (afterMigrations) {
      await fillShopNameKeys(db as unknown as Database);
      await afterMigrations(db as unknown as Database);
    }
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function migratedPglite(
  client: PGlite,
  closeClient: () => Promise<void>,
  releaseLock: () => void,
  listen: DatabaseHandle['listen'],
  afterMigrations: OpenOptions['afterMigrations'],
): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await fillShopNameKeys(db as unknown as Database);
    // PGlite is one session that only this process uses: search needs no transaction to scope them.
    await db.execute(searchSettings(false));
    await afterMigrations?.(db as unknown as Database);
  } catch (error) {
    await closeClient().finally(releaseLock);
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    searchDb: db as unknown as Database,
    listen: (channel, onPayload) => listen(channel, onPayload),
    listening: () => !client.closed,
    ping: async () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    close: async () => {
      try {
        if (!client.closed) {
          if (client instanceof PGlite) await client.query('CHECKPOINT');
          await closeClient();
        }
      } finally {
        releaseLock();
      }
    },
  };
}
