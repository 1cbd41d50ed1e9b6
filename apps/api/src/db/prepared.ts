import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from './client';

const dialect = new PgDialect();

/** Dates, times and intervals (and their arrays) come back as the text PostgreSQL sent, as drizzle's `execute` answers them. */
const AS_SENT = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    AS_SENT.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

/** The name a statement's text is prepared under: the same text, the same name, on every connection. */
export function statementName(text: string): string {
  return `cm_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
}

/**
 * Runs a raw statement as a named prepared statement on PostgreSQL's pool (decision 138): each connection
 * parses and plans a text once and afterwards gets only its values, where `execute` sends the text again
 * every time. In a transaction, and on PGlite (no network to save, one session), it is `execute`.
 * For the hot statements of signed-in calls only: every distinct text stays prepared on every connection.
 */
export async function executePrepared(db: Executor, statement: SQL): Promise<unknown> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return db.execute(statement);
  const query = dialect.sqlToQuery(statement);
  return client.query({ name: statementName(query.sql), text: query.sql, values: query.params, types });
}
