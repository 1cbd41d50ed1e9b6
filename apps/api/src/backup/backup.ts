import fs from 'node:fs';
import path from 'node:path';
import type { S3Settings } from '../modules/storage/s3-file-storage';
import { BackupError, FILES_DIR, PGLITE_DUMP, POSTGRES_DUMP, readManifest, writeManifest, type BackupManifest } from './backup-manifest';
import { pgDump, pgRestore, serverFacts, toolFitsServer, toolMajor } from './pg-tools';
import { dumpPglite, loadPglite, withStoppedStore } from './pglite-copy';
import { copyDirToStore, copyStoreToDir, openStore } from './stored-files-copy';

/** The settings a backup needs: the same variables the server reads (config.ts). */
export interface BackupTarget {
  dataDir: string;
  databaseUrl: string | undefined;
  s3?: S3Settings;
}

/** `campus-market-2026-11-27T01-30-00Z`: sorts by time, and is a valid folder name everywhere. */
export function backupName(now: Date): string {
  return `campus-market-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;
}

/**
 * Backs the market up into a new folder inside `parent`: the database (pg_dump custom format, or PGlite's own
 * tarball with the store stopped) and every picture (the bucket's objects or DATA_DIR/uploads). It is written as
 * `<name>.partial` and renamed at the end, so a folder without that suffix is a finished backup.
 */
export async function backup(target: BackupTarget, parent: string, now = new Date()): Promise<{ dir: string; manifest: BackupManifest }> {
  const dir = path.join(path.resolve(parent), backupName(now));
  const partial = `${dir}.partial`;
  if (fs.existsSync(dir)) throw new BackupError(`${dir} exists already.`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(path.join(partial, FILES_DIR), { recursive: true });
  try {
    const copyFiles = async () => {
      const { from, store } = await openStore(target);
      try {
        return { from, ...(await copyStoreToDir(store, path.join(partial, FILES_DIR))) };
      } finally {
        store.close?.();
      }
    };
    let manifest: BackupManifest;
    if (target.databaseUrl) {
      const facts = await serverFacts(target.databaseUrl);
      const pgDumpMajor = await toolMajor('pg_dump');
      const unfit = toolFitsServer('pg_dump', pgDumpMajor, facts.serverMajor);
      if (unfit) throw new BackupError(unfit);
      // The database first, then the pictures: a picture uploaded meanwhile is in the copy without a row naming
      // it (harmless), never a row naming a picture the copy lacks.
      await pgDump(target.databaseUrl, path.join(partial, POSTGRES_DUMP));
      const files = await copyFiles();
      manifest = {
        format: 'campus-market-backup/1',
        createdAt: now.toISOString(),
        database: {
          kind: 'postgres',
          file: POSTGRES_DUMP,
          pgDumpMajor: pgDumpMajor!,
          serverMajor: facts.serverMajor,
          migrations: facts.migrations,
        },
        files,
      };
    } else {
      manifest = await withStoppedStore(target.dataDir, async () => {
        const { migrations } = await dumpPglite(target.dataDir, path.join(partial, PGLITE_DUMP));
        const files = await copyFiles();
        return {
          format: 'campus-market-backup/1' as const,
          createdAt: now.toISOString(),
          database: { kind: 'pglite' as const, file: PGLITE_DUMP, migrations },
          files,
        };
      });
    }
    writeManifest(partial, manifest);
    fs.renameSync(partial, dir);
    return { dir, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Restores a backup folder into the database and picture store the settings name. The database must be empty (a
 * new PostgreSQL database, an empty DATA_DIR) unless `replace`. A PostgreSQL backup restores into PostgreSQL and
 * an embedded one into the embedded database; the pictures go to whichever store is configured now.
 */
export async function restore(target: BackupTarget, dir: string, replace: boolean): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const restoreFiles = async () => {
    const { store } = await openStore(target);
    try {
      const files = await copyDirToStore(path.join(dir, FILES_DIR), store);
      if (files.count !== manifest.files.count)
        throw new BackupError(`${dir}: the manifest lists ${manifest.files.count} pictures but ${files.count} were restored.`);
    } finally {
      store.close?.();
    }
  };
  if (manifest.database.kind === 'postgres') {
    if (!target.databaseUrl)
      throw new BackupError('This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into.');
    const facts = await serverFacts(target.databaseUrl);
    const unfit = toolFitsServer('pg_restore', await toolMajor('pg_restore'), Math.max(facts.serverMajor, manifest.database.pgDumpMajor));
    if (unfit) throw new BackupError(unfit);
    if (facts.hasMarket && !replace)
      throw new BackupError('The database already holds a market: restore into an empty database, or pass --replace to overwrite it.');
    await pgRestore(target.databaseUrl, path.join(dir, manifest.database.file), replace);
    await restoreFiles();
    return manifest;
  }
  if (target.databaseUrl)
    throw new BackupError('This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to restore into.');
  await withStoppedStore(target.dataDir, async () => {
    await loadPglite(target.dataDir, path.join(dir, manifest.database.file), replace);
    await restoreFiles();
  });
  return manifest;
}
