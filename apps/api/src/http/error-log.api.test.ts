import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@campus/contract';
import { createTestApp, createTestUser, type TestApp } from '../test/test-app';

/** Every line the server logs, as written (JSON), for the attacks below to search. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'error', stream: sink } });
});
afterAll(() => t.close());

describe("the server's error log never prints a statement's parameters (issue 17, item 7)", () => {
  it('a database error from a sign-up logs no phone number, email or password hash', async () => {
    lines.length = 0;
    // A check the database holds and the service does not know: the INSERT of the new account fails inside the database.
    await t.database.db.execute(sql`alter table users add constraint leak_probe check (full_name <> 'Nul Byte')`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sign-up',
      payload: {
        fullName: 'Nul Byte',
        phone_number: '08031112222',
        email: 'leaky.shopper@example.com',
        password: 'Correct-Horse-9-Battery',
        hall: 'Emerald',
      },
    });
    await t.database.db.execute(sql`alter table users drop constraint leak_probe`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: MESSAGES.internal, code: 'internal_error' });
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error');
    for (const secret of ['08031112222', '2348031112222', '8031112222', 'leaky.shopper', 'Nul', '$argon2', '$2b$', 'scrypt']) {
      expect(logged, secret).not.toContain(secret);
    }
    expect(logged).toContain('[redacted]');
  });

  it('a database error from a signed-in call logs neither the shopper id nor the text sent', async () => {
    const shopper = await createTestUser(t.app);
    await t.database.db.execute(sql`alter table search_history add constraint leak_probe check (query not like 'private-marker%')`);
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/search-history',
      headers: shopper.auth,
      payload: { query: 'private-marker text' },
    });
    await t.database.db.execute(sql`alter table search_history drop constraint leak_probe`);
    expect(res.statusCode).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).not.toContain('private-marker');
    expect(logged).not.toContain(shopper.user.id);
  });
});
