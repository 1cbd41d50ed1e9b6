import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '../../db/client';
import { buildTestApp, containerOf, openTestDatabase, testConfig, testDatabaseKind } from '../../test/test-app';
import { PRUNE_QUEUE } from './job-pruning';

let database: DatabaseHandle;
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** A job row as the queue leaves it: completed `daysAgo` days ago, or failed. */
async function addJob(key: string, state: 'completed' | 'failed', daysAgo: number) {
  await database.db.execute(sql`
    insert into jobs (queue, key, data, state, attempts, completed_at, last_error)
    values ('test.kept', ${key}, '{}', ${state}, 1,
      ${state === 'completed' ? sql`now() - make_interval(days => ${daysAgo})` : null},
      ${state === 'failed' ? 'refused' : null})`);
}

describe(`completed jobs are pruned (issue 34, item 7, ${testDatabaseKind})`, () => {
  it('after the retention setting, by one instance of two starting together; failed and recent jobs stay', async () => {
    database = await openTestDatabase();
    await addJob('done-8-days-ago', 'completed', 8);
    await addJob('done-6-days-ago', 'completed', 6);
    await addJob('failed-30-days-ago', 'failed', 30);
    const config = testConfig({ jobRetentionDays: 7, jobs: { pollMs: 10 } });
    for (let i = 0; i < 2; i++) apps.push(await buildTestApp({ config, database, logger: false }));
    // Both instances start (each schedules this hour's pruning) at once.
    await Promise.all(apps.map((app) => app.ready()));
    await Promise.all(apps.map((app) => containerOf(app).jobs.settle([PRUNE_QUEUE])));
    const kept = rowsOf<{ key: string }>(await database.db.execute(sql`select key from jobs where queue = 'test.kept' order by key`));
    expect(kept.map((row) => row.key)).toEqual(['done-6-days-ago', 'failed-30-days-ago']);
    // One pruning run for the hour across both instances.
    const runs = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from jobs where queue = ${PRUNE_QUEUE}`));
    expect(runs[0]?.n).toBe(1);
  }, 120_000);
});
