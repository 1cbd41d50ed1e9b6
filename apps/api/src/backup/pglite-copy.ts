import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { storeRunningMessage } from '../db/command-database';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { BackupError } from './backup-manifest';

/** Where openDatabase keeps the embedded database inside DATA_DIR (db/client.ts). */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Holds DATA_DIR's lock for the work: the embedded database is one process's, so while the store runs (it holds the
 * lock) a copy is refused in one line rather than taken from files PGlite is still changing.
 */
export async function withStoppedStore<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(storeRunningMessage(error));
    throw error;
  }
  try {
    return await work();
  } finally {
    release();
  }
}

/** How many migrations the embedded database has applied (0 for a new one). */
async function migrationsOf(client: PGlite): Promise<number> {
  const table = await client.query<{ t: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as t");
  if (!table.rows[0]?.t) return 0;
  return Number((await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]?.n ?? 0);
}

/**
 * PGlite's own tarball of its data directory (dumpDataDir), taken after a CHECKPOINT by this process alone (the
 * caller holds the lock): consistent, and loadable as it is by PGlite.create({ loadDataDir }).
 */
export async function dumpPglite(dataDir: string, file: string): Promise<{ migrations: number }> {
  const dir = pgliteDirOf(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    const migrations = await migrationsOf(client);
    await client.query('CHECKPOINT');
    const tarball = await client.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    return { migrations };
  } finally {
    await client.close();
  }
}

/**
 * Loads a tarball into DATA_DIR/pglite. The folder must be empty, or `replace` moves it aside first (kept as
 * pglite.replaced-<time>, never deleted: a restore over the wrong folder can be undone).
 */
export async function loadPglite(dataDir: string, file: string, replace: boolean): Promise<void> {
  const dir = pgliteDirOf(dataDir);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    if (!replace)
      throw new BackupError(`${dataDir} already holds a market: restore into an empty DATA_DIR, or pass --replace to set it aside.`);
    fs.renameSync(dir, `${dir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tarball = new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' });
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: tarball });
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.close();
  }
}
