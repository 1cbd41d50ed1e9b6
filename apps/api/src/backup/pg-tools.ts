import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-manifest';

const run = promisify(execFile);

/** The major version of `pg_dump --version` / `pg_restore --version` ("pg_dump (PostgreSQL) 15.20 (Debian …)" → 15). */
export function majorOfToolVersion(output: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
  return match ? Number(match[1]) : null;
}

/** pg_dump reads servers of its own major version and older, never newer ones (PostgreSQL's documentation of pg_dump). */
export function toolFitsServer(tool: 'pg_dump' | 'pg_restore', toolMajor: number | null, serverMajor: number): string | null {
  if (toolMajor === null) return `${tool} was not found: install the PostgreSQL client tools, version ${serverMajor} or newer.`;
  if (toolMajor < serverMajor)
    return `${tool} ${toolMajor} cannot work with a PostgreSQL ${serverMajor} server: install the client tools of version ${serverMajor} or newer.`;
  return null;
}

/**
 * The connection for pg_dump and pg_restore without the password on their command line (which every user of
 * the machine can read in /proc): the password goes in PGPASSWORD, the rest of the URL in --dbname.
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number | null> {
  try {
    return majorOfToolVersion((await run(tool, ['--version'])).stdout);
  } catch {
    return null;
  }
}

/** The server's major version and how many migrations it has applied. */
export async function serverFacts(url: string): Promise<{ serverMajor: number; migrations: number; hasMarket: boolean }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = await client.query<{ server_version_num: string }>('show server_version_num');
    const market = await client.query<{ orders: string | null; migrations: string | null }>(
      "select to_regclass('public.orders')::text as orders, to_regclass('drizzle.__drizzle_migrations')::text as migrations",
    );
    const migrations = market.rows[0]?.migrations
      ? Number((await client.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations')).rows[0]?.n ?? 0)
      : 0;
    return {
      serverMajor: Math.floor(Number(version.rows[0]?.server_version_num ?? 0) / 10_000),
      migrations,
      hasMarket: Boolean(market.rows[0]?.orders),
    };
  } finally {
    await client.end();
  }
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${tool} failed: ${stderr?.split('\n').at(-1) ?? (error as Error).message}`);
  }
}

/** The whole database (schema, data, the migrations table) in pg_dump's custom format, without owners or grants. */
export async function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(url);
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * Restores a dump in one transaction (all of it or nothing). `replace` drops what the dump holds first, for a
 * database that still has a market in it; otherwise the database must be empty.
 */
export async function pgRestore(url: string, file: string, replace: boolean): Promise<void> {
  const { dbname, env } = connectionFor(url);
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`];
  if (replace) args.unshift('--clean', '--if-exists');
  await runTool('pg_restore', [...args, file], env);
}
