import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { openDatabase } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { CATALOG_SEED } from '../db/seed-data';
import { testDatabaseKind } from '../test/test-app';
import { ensureServerBundle } from '../test/server-process';
import { startInstance, type Instance } from './two-instances';

/**
 * A fleet's first start (issue 34, decision 079): three server processes (the bundle `npm start` runs) start at
 * once on an empty PostgreSQL database. Each takes the migration lock in turn, so none dies on
 * `CREATE EXTENSION pg_trgm` or the migrations table, and the demo data they seed goes in once.
 */
const instances: Instance[] = [];
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

describe.skipIf(testDatabaseKind !== 'postgres')('three instances starting at once on an empty database', () => {
  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    await scratch?.drop();
  });

  it('all come up, the migrations applied once and the demo catalog seeded once', { timeout: 240_000 }, async () => {
    ensureServerBundle();
    scratch = await createScratchDatabase(process.env.DATABASE_URL!, `cm_race_${process.pid}`);
    const env = { DATABASE_URL: scratch.url, JWT_SECRET: 'three-instances-share-this-secret-0123456789', SEED: 'auto' };
    const starting = ['a', 'b', 'c'].map((name) => startInstance(name, env));
    const started = await Promise.allSettled(starting);
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ready'))).toEqual(['ready', 'ready', 'ready']);
    for (const instance of instances) expect((await fetch(`${instance.url}/api/v1/readyz`)).status).toBe(200);

    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n;
      expect(await count(sql`select count(*)::int as n from categories`)).toBe(CATALOG_SEED.length);
      expect(await count(sql`select count(*)::int as n from shops`)).toBe(
        CATALOG_SEED.reduce((sum, category) => sum + category.shops.length, 0),
      );
      expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
