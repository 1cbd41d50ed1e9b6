import fs from 'node:fs';
import path from 'node:path';

/** What a backup folder holds; `restore` reads it before touching anything. */
export interface BackupManifest {
  format: 'campus-market-backup/1';
  createdAt: string;
  database:
    | { kind: 'postgres'; file: typeof POSTGRES_DUMP; pgDumpMajor: number; serverMajor: number; migrations: number }
    | { kind: 'pglite'; file: typeof PGLITE_DUMP; migrations: number };
  /** The pictures, under `files/` by their storage key, whichever store they came from. */
  files: { from: 's3' | 'uploads'; count: number; bytes: number };
}

export const MANIFEST = 'manifest.json';
/** `pg_dump --format=custom`: pg_restore reads it, table by table, in one transaction. */
export const POSTGRES_DUMP = 'database.pgdump';
/** PGlite's own data-directory tarball (dumpDataDir), loaded by PGlite.create({ loadDataDir }). */
export const PGLITE_DUMP = 'database.pglite.tar.gz';
export const FILES_DIR = 'files';

export function writeManifest(dir: string, manifest: BackupManifest): void {
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of a backup folder; a folder without one (or an unfinished backup) is refused with one line. */
export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${dir} is not a Campus Market backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 'campus-market-backup/1') throw new BackupError(`${dir}: unknown backup format ${String(manifest.format)}.`);
  return manifest;
}

/** A refusal the commands print as one line (no stack trace): what is wrong and what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
