import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-app';
import { JobQueue } from './job-queue';
import { JobsRepository } from './jobs.repository';

const quiet = { warn: () => {}, error: () => {}, child: () => quiet };
const options = { pollMs: 10, backoffBaseMs: 1, lockMs: 60_000 };
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('job queue (decision 029)', () => {
  it('a job is added once per key, and two workers draining at once run each job exactly once', async () => {
    const repository = new JobsRepository(database.db);
    const runs = new Map<string, number>();
    const handler = async (data: Record<string, unknown>) => {
      runs.set(String(data.n), (runs.get(String(data.n)) ?? 0) + 1);
    };
    const [a, b] = [new JobQueue(repository, options, quiet), new JobQueue(repository, options, quiet)];
    a.work('count', handler);
    b.work('count', handler);
    for (let n = 0; n < 30; n++) await a.enqueue('count', `k${n}`, { n });
    expect(await a.enqueue('count', 'k0', { n: 0 })).toBe(false);
    await Promise.all([a.drain(), b.drain(), a.drain()]);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('a stopped queue no longer waits for a due job it will not run: settle and settleJob resolve, the job stays due (a shutdown with a sandbox webhook in flight)', async () => {
    const repository = new JobsRepository(database.db);
    const queue = new JobQueue(repository, options, quiet);
    let runs = 0;
    queue.work('at-shutdown', async () => {
      runs++;
    });
    await queue.enqueue('at-shutdown', 'late', {});
    await queue.stop();
    const outcome = await Promise.race([
      Promise.all([queue.settleJob('at-shutdown', 'late'), queue.settle(['at-shutdown'])]).then(() => 'resolved'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000)),
    ]);
    expect(outcome).toBe('resolved');
    expect(runs).toBe(0);
    expect((await repository.find('at-shutdown', 'late'))?.state).not.toBe('completed');
  });

  it('survives a restart: a job enqueued by one process is run by the next', async () => {
    const repository = new JobsRepository(database.db);
    await new JobQueue(repository, options, quiet).enqueue('restart', 'only', { value: 42 });
    const seen: unknown[] = [];
    const next = new JobQueue(repository, options, quiet);
    next.work('restart', async (data) => {
      seen.push(data.value);
    });
    await next.drain();
    expect(seen).toEqual([42]);
    expect((await repository.find('restart', 'only'))?.state).toBe('completed');
  });

  it('retries a failing job with backoff and marks it failed after its last attempt', async () => {
    const repository = new JobsRepository(database.db);
    const queue = new JobQueue(repository, options, quiet);
    let attempts = 0;
    queue.work('flaky', async () => {
      attempts++;
      throw new Error(`refused ${attempts}`);
    });
    await queue.enqueue('flaky', 'one', {}, undefined, 3);
    while ((await repository.find('flaky', 'one'))?.state !== 'failed') await queue.drain();
    const job = await repository.find('flaky', 'one');
    expect(attempts).toBe(3);
    expect(job).toMatchObject({ attempts: 3, lastError: 'refused 3' });
  });

  it('a job added and run at once (decision 125) runs once however many add it, and a failure is retried by a worker', async () => {
    const repository = new JobsRepository(database.db);
    const runs: unknown[] = [];
    const [a, b] = [new JobQueue(repository, options, quiet), new JobQueue(repository, options, quiet)];
    for (const queue of [a, b])
      queue.work('now', async (data) => {
        runs.push(data.n);
        if (data.n === 'flaky' && runs.filter((n) => n === 'flaky').length === 1) throw new Error('push service down');
      });
    const added = await Promise.all([a.enqueueAndRun('now', 'same', { n: 1 }), b.enqueueAndRun('now', 'same', { n: 1 })]);
    expect(added.filter(Boolean)).toHaveLength(1);
    expect(runs).toEqual([1]);
    expect((await repository.find('now', 'same'))?.state).toBe('completed');
    // Nothing was left for the workers: the run happened in the call.
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toEqual([1]);

    expect(await a.enqueueAndRun('now', 'flaky', { n: 'flaky' })).toBe(true);
    expect(await repository.find('now', 'flaky')).toMatchObject({ state: 'created', attempts: 1, lastError: 'push service down' });
    while ((await repository.find('now', 'flaky'))?.state !== 'completed') await b.drain();
    expect(runs).toEqual([1, 'flaky', 'flaky']);
  });

  it('a job whose runner died after adding it is taken over when its lock runs out', async () => {
    const repository = new JobsRepository(database.db);
    // The runner that added it never finished (its process died): only the claimed row is left.
    await repository.enqueueClaimed({ queue: 'orphan', key: 'one', data: { n: 7 } }, 1);
    const seen: unknown[] = [];
    const survivor = new JobQueue(repository, options, quiet);
    survivor.work('orphan', async (data) => {
      seen.push(data.n);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await survivor.drain();
    expect(seen).toEqual([7]);
    expect(await repository.find('orphan', 'one')).toMatchObject({ state: 'completed', attempts: 2 });
  });
});
