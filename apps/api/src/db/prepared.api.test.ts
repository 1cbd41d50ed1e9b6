import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../test/test-app';
import { rowsOf, type DatabaseHandle } from './client';
import { executePrepared, statementName } from './prepared';

/** Named prepared statements for the hot statements (decision 138): the same rows as `execute`, parsed once per connection. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe(`prepared statements (${testDatabaseKind})`, () => {
  it('answers what execute answers, dates as the text the database sent', async () => {
    const statement = sql`select ${7}::int as n, ${'x'}::text as s, now() as at, '{"a":1}'::jsonb as j`;
    const prepared = rowsOf<Record<string, unknown>>(await executePrepared(database.db, statement));
    const executed = rowsOf<Record<string, unknown>>(await database.db.execute(statement));
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatchObject({ n: 7, s: 'x', j: { a: 1 } });
    expect(typeof prepared[0]?.at).toBe(typeof executed[0]?.at);
  });

  it('prepares the text under its name on the connection that ran it', async () => {
    const statement = sql`select name from pg_prepared_statements where ${1}::int = 1`;
    const { sql: text } = new PgDialect().sqlToQuery(statement);
    // One connection at a time here, so the second run finds the connection the first one prepared it on.
    await executePrepared(database.db, statement);
    const names = rowsOf<{ name: string }>(await executePrepared(database.db, statement)).map((row) => row.name);
    expect(names).toContain(statementName(text));
  });

  it("answers the database's error with its code, and the next statement runs as before", async () => {
    const statement = sql`select 1 / ${0}::int as n`;
    await expect(executePrepared(database.db, statement)).rejects.toMatchObject({ code: '22012' });
    await expect(executePrepared(database.db, statement)).rejects.toMatchObject({ code: '22012' });
    const rows = rowsOf<{ n: number }>(await executePrepared(database.db, sql`select ${41}::int + 1 as n`));
    expect(rows).toEqual([{ n: 42 }]);
  });

  it("in a transaction it runs in that transaction; outside, it never sees another caller's open transaction", async () => {
    await database.db.execute(sql`create table if not exists prepared_probe (n int)`);
    const count = sql`select count(*)::int as n from prepared_probe where ${1}::int = 1`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe values (1)`);
      expect(rowsOf<{ n: number }>(await executePrepared(tx, count))).toEqual([{ n: 1 }]);
      await held;
      tx.rollback();
    });
    // Outside the transaction, while it is open and after: the uncommitted row is never seen.
    const outside = executePrepared(database.db, count);
    release();
    await expect(open).rejects.toThrow();
    expect(rowsOf<{ n: number }>(await outside)).toEqual([{ n: 0 }]);
    expect(rowsOf<{ n: number }>(await executePrepared(database.db, count))).toEqual([{ n: 0 }]);
  });
});
