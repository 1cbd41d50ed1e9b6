import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';
import { executePrepared } from './prepared';
import { users } from './schema';

/** The embedded database of `npm start`: PGlite in its own thread, behind the Drizzle driver. */
let dataDir: string;
let handle: DatabaseHandle;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-worker-'));
  handle = await openDatabase({ kind: 'pglite', dataDir });
});
afterAll(async () => {
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const shopper = (n: number) => ({
  fullName: `Shopper ${n}`,
  phone: `0801000000${n}`,
  email: `s${n}@example.com`,
  hall: 'Queen Esther',
  passwordHash: 'x',
});

describe('PGlite in a worker thread', () => {
  it('runs Drizzle queries with their types: uuid, timestamps as dates, numbers', async () => {
    const [row] = await handle.db.insert(users).values(shopper(1)).returning();
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.tokenVersion).toBe(0);
    const [again] = await handle.db.select().from(users).where(eq(users.id, row!.id));
    expect(again).toEqual(row);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(shopper(2));
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values(shopper(3));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const phones = (await handle.db.select({ phone: users.phone }).from(users)).map((u) => u.phone).sort();
    expect(phones).toEqual(['08010000001', '08010000002']);
  });

  it('runs a named prepared statement on the database thread, values and dates as execute answers them', async () => {
    const statement = sql`select phone, created_at from users where phone = ${'08010000001'} and ${1}::int = 1`;
    const prepared = rowsOf<{ phone: string; created_at: unknown }>(await executePrepared(handle.db, statement));
    const executed = rowsOf<{ phone: string; created_at: unknown }>(await handle.db.execute(statement));
    expect(prepared).toEqual(executed);
    expect(typeof prepared[0]?.created_at).toBe('string');
    const names = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements`));
    expect(names[0]?.n).toBeGreaterThan(0);
  });

  it("passes PostgreSQL's error fields through: a unique violation keeps its code and constraint", async () => {
    const error: unknown = await handle.db
      .insert(users)
      .values(shopper(1))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toMatch(/users_/);
  });

  it('answers concurrent queries, each with its own result, while a transaction holds the database', async () => {
    const slow = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.05)`);
      await tx.insert(users).values(shopper(4));
    });
    const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => handle.db.execute(sql`select ${i}::int as n`)));
    await slow;
    expect(counts.map((r) => (r as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(await handle.ping()).toBe(true);
  });

  it('runs transactions asked for at once one after another, each its first statement sent before its begin is answered', async () => {
    // Decision 148: the worker holds a transaction's statements until it has begun; each sees only its own writes.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        handle.db.transaction(async (tx) => {
          await tx.insert(users).values(shopper(10 + i));
          const [own] = await tx
            .execute(sql`select count(*)::int as n from users where phone like '0801000000__'`)
            .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
          if (i % 2 === 1) throw new Error(`rolled back ${i}`);
          return own!.n;
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array.from({ length: 8 }, (_, i) => (i % 2 ? 'rejected' : 'fulfilled')));
    // One after another: the kept ones saw the earlier kept rows and their own, never a rolled-back one.
    expect(outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))).toEqual([1, 2, 3, 4]);
    const kept = await handle.db
      .select({ phone: users.phone })
      .from(users)
      .where(sql`${users.phone} like '0801000000__'`);
    expect(kept.map((row) => row.phone).sort()).toEqual(['080100000010', '080100000012', '080100000014', '080100000016']);
    await handle.db.delete(users).where(sql`${users.phone} like '0801000000__'`);
  });

  it('keeps the data on disk: a second opening after close sees it, and a closed handle refuses queries', async () => {
    await handle.close();
    await expect(handle.db.select().from(users)).rejects.toThrow();
    await expect(handle.db.transaction(async (tx) => tx.select().from(users))).rejects.toThrow('The embedded database is closed');
    handle = await openDatabase({ kind: 'pglite', dataDir });
    expect(await handle.db.select({ phone: users.phone }).from(users)).toHaveLength(3);
  });
});
