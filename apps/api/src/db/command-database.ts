import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../config';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './client';
import { DataDirLockedError } from './data-dir-lock';

/** The one line a command prints when the store holds the embedded database (issue 34), instead of a stack trace. */
export function storeRunningMessage(error: DataDirLockedError): string {
  return (
    `The store is running on the embedded database in ${error.dataDir} (pid ${error.pid}), which one process opens at a time: ` +
    'stop it (Ctrl-C or SIGTERM), run this command, then start the store again.'
  );
}

/**
 * Opens (and migrates) the database the environment names, for a command (`npm run migrate`, `seed`, `operator`).
 * It reads only DATABASE_URL and DATA_DIR, as the server does (empty means unset): a deploy step needs no other setting.
 * A data directory the running store holds, or a database that refuses, ends the command with one line and exit code 1.
 */
export async function openForCommand(options: OpenOptions = {}, env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  try {
    return await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL }
        : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR) },
      options,
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) console.error(storeRunningMessage(error));
    else console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
