import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_JOB_MESSAGES, type AdminJob } from '@campus/contract';
import { rowsOf } from '../../db/client';
import { createPersonas, headersOf, PERSONA_NAMES, type Personas } from '../../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';

let t: TestApp;
let people: Personas;
let failedId: string;
const ran: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { jobs: { pollMs: 10 } } });
  people = await createPersonas(t.app);
  await t.container.jobs.enqueue('test.flaky', 'gave-up', { n: 7 }, undefined, 1);
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(
      sql`update jobs set state = 'failed', attempts = 1, last_error = 'SMTP said no' where key = 'gave-up' returning id`,
    ),
  );
  failedId = row!.id;
  // Its worker only once it has failed: a worker polling every 10 ms would otherwise run it before the update.
  t.container.jobs.work('test.flaky', async (data) => {
    ran.push(String(data.n));
  });
}, 180_000);
afterAll(() => t?.close());

const call = (persona: (typeof PERSONA_NAMES)[number], method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: headersOf(people, persona) });

describe(`failed jobs in the operator console (issue 34, item 7, ${testDatabaseKind})`, () => {
  it('listing and retrying are the operator’s only: signed out 401, shoppers and shop members 403, nothing retried', async () => {
    for (const persona of PERSONA_NAMES.filter((name) => name !== 'operator')) {
      const expected = persona === 'signedOut' ? 401 : 403;
      expect((await call(persona, 'GET', 'jobs')).statusCode, persona).toBe(expected);
      expect((await call(persona, 'POST', `jobs/${failedId}/retry`)).statusCode, persona).toBe(expected);
    }
    const [row] = rowsOf<{ state: string }>(await t.database.db.execute(sql`select state from jobs where id = ${failedId}`));
    expect(row?.state).toBe('failed');
  });

  it('lists failed jobs with their last error; completed ones are not listed', async () => {
    const answer = await call('operator', 'GET', 'jobs');
    expect(answer.statusCode).toBe(200);
    const jobs = answer.json<{ jobs: AdminJob[] }>().jobs;
    expect(jobs.find((job) => job.id === failedId)).toMatchObject({
      queue: 'test.flaky',
      key: 'gave-up',
      state: 'failed',
      attempts: 1,
      maxAttempts: 1,
      lastError: 'SMTP said no',
    });
    expect(jobs.every((job) => job.state === 'failed')).toBe(true);
  });

  it('Retry runs the job again with fresh attempts, audited with the operator as actor; a second Retry is refused', async () => {
    const answer = await call('operator', 'POST', `jobs/${failedId}/retry`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: failedId, state: 'created', attempts: 0 });
    await t.container.jobs.settle(['test.flaky']);
    expect(ran).toEqual(['7']);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?subjectType=job&subjectId=${failedId}`,
      headers: people.operator.auth,
    });
    expect(audit.json().entries).toMatchObject([
      { action: 'job.retry', actor: { id: people.operator.user.id }, before: { state: 'failed', lastError: 'SMTP said no' } },
    ]);
    const again = await call('operator', 'POST', `jobs/${failedId}/retry`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: ADMIN_JOB_MESSAGES.notFailed, code: 'not_found' });
    expect((await call('operator', 'GET', 'jobs')).json<{ jobs: AdminJob[] }>().jobs.some((job) => job.id === failedId)).toBe(false);
  });

  it('a malformed job id is a 400, an unknown one a 404', async () => {
    expect((await call('operator', 'POST', 'jobs/not-a-uuid/retry')).statusCode).toBe(400);
    expect((await call('operator', 'POST', 'jobs/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(404);
  });
});
