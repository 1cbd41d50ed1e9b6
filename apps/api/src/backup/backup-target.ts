import { loadConfig } from '../config';
import type { BackupTarget } from './backup';
import { BackupError } from './backup-manifest';

/**
 * Where the market's data is, from the variables the server reads (DATABASE_URL, DATA_DIR, S3_*). Only those: a
 * backup needs neither the production secrets nor the payment settings, so NODE_ENV's checks of them are skipped.
 */
export function backupTargetFromEnv(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  const config = loadConfig({ ...env, NODE_ENV: 'development' });
  return { dataDir: config.dataDir, databaseUrl: config.databaseUrl, s3: config.s3 };
}

/** The value after `--flag` in argv, or undefined. */
export function flagValue(args: string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Runs a command's work; a refusal (BackupError) or a bad setting is one line on stderr and exit code 1. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const oneLine = error instanceof BackupError || (error instanceof Error && error.message.startsWith('Invalid environment'));
    console.error(oneLine ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
