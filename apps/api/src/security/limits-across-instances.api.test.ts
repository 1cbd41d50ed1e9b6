import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, openTestDatabase, testConfig, testDatabaseKind } from '../test/test-app';

/**
 * Limits that hold across instances (issue 18): on PostgreSQL the counters live in the database
 * (rate_limits), so two servers behind one balancer share them. The embedded database is one process
 * by construction (data-dir-lock.ts), so there is nothing to share there.
 */
describe('sign-in burst across instances', () => {
  it.runIf(testDatabaseKind === 'postgres')('guesses alternated between two server instances meet one limit', async () => {
    const database = await openTestDatabase();
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++) apps.push(await buildTestApp({ config: testConfig(), database, logger: false }));
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const { user, password } = await createTestUser(a);
      const signIn = (app: FastifyInstance, guess: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/sign-in',
          payload: { phone_number: user.phone, password: guess },
          remoteAddress: '198.18.0.1',
        });
      for (let i = 0; i < 10; i++) expect((await signIn(i % 2 ? b : a, `Wrong#Guess${i}`)).statusCode).toBe(401);
      expect((await signIn(a, password)).statusCode).toBe(429);
      expect((await signIn(b, password)).statusCode).toBe(429);
    } finally {
      for (const app of apps) await app.close();
      await database.close();
    }
  });
});
