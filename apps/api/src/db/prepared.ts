import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from './client';
import { PGliteInWorker } from './pglite-in-worker';
import { PglitePreparedStatements, type PreparedOptions } from './pglite-prepared';

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

/** On PGlite, drizzle's `execute` shape: rows as objects, the same types' text as sent. */
const PGLITE_OPTIONS: PreparedOptions = { rowMode: 'object', rawTypes: [...AS_SENT] };

/** The prepared statements of each in-process PGlite (the API tests' in-memory databases). */
const inProcess = new WeakMap<PGlite, PglitePreparedStatements>();

function preparedOn(client: PGlite): PglitePreparedStatements {
  let statements = inProcess.get(client);
  if (!statements) {
    statements = new PglitePreparedStatements(client);
    inProcess.set(client, statements);
  }
  return statements;
}

/** The name a statement's text is prepared under: the same text, the same name, on every connection. */
export function statementName(text: string): string {
  return `cm_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
}

/**
 * Runs a raw statement as a named prepared statement (decisions 138 and 155): PostgreSQL's pool connections and
 * PGlite's one session parse and plan a text once and afterwards get only its values, where `execute` sends the
 * text again every time. In a transaction (no `$client`: drizzle's transactions do not carry it) it is `execute`.
 * For the hot statements of signed-in calls only: every distinct text stays prepared on every connection.
 */
export async function executePrepared(db: Executor, statement: SQL): Promise<unknown> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool || client instanceof PGliteInWorker || client instanceof PGlite)) return db.execute(statement);
  const query = dialect.sqlToQuery(statement);
  const name = statementName(query.sql);
  if (client instanceof PGliteInWorker) return client.queryPrepared(name, query.sql, query.params, PGLITE_OPTIONS);
  if (client instanceof PGlite) return preparedOn(client).query(name, query.sql, query.params, PGLITE_OPTIONS);
  return client.query({ name, text: query.sql, values: query.params, types });
}
