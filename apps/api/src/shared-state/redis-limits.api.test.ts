import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@campus/contract';
import { buildTestApp, containerOf, createTestUser, openTestDatabase, testConfig } from '../test/test-app';

/**
 * Limits and locks in Redis (decision 045, REDIS_URL): two server instances on one database and
 * one Redis count every attempt together, and the counters are Redis's, not a process's. The Redis
 * of these machines (and of CI, .ci/run) listens on 127.0.0.1:6379.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** An address of the benchmarking range no other test uses, new for every test: keys outlive a run in Redis. */
const freshIp = () => `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function twoInstances(run: (a: FastifyInstance, b: FastifyInstance) => Promise<void>): Promise<void> {
  const database = await openTestDatabase();
  const apps: FastifyInstance[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const config = testConfig({ redisUrl: REDIS_URL, bookRequestLimit: { max: 3, timeWindowMs: 60_000 } });
      apps.push(await buildTestApp({ config, database, logger: false }));
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    await Promise.all([a.ready(), b.ready()]);
    await run(a, b);
  } finally {
    for (const app of apps) await app.close();
    await database.close();
  }
}

function bookForm(name: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----campus${randomInt(1e9)}`;
  const field = (key: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  return {
    payload: Buffer.from(`${field('name', name)}${field('author', 'Ada Obi')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('limits in Redis across two instances', () => {
  it('sign-in guesses alternated between instances meet one limit, kept in Redis', async () => {
    await twoInstances(async (a, b) => {
      const { user, password } = await createTestUser(a);
      const ip = freshIp();
      const signIn = (app: FastifyInstance, guess: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/sign-in',
          payload: { phone_number: user.phone, password: guess },
          remoteAddress: ip,
        });
      for (let i = 0; i < 10; i++) expect((await signIn(i % 2 ? b : a, `Wrong#Guess${i}`)).statusCode).toBe(401);
      expect((await signIn(a, password)).statusCode).toBe(429);
      expect((await signIn(b, password)).statusCode).toBe(429);

      const redis = containerOf(a).redis;
      expect(containerOf(a).limitBackend.kind).toBe('redis');
      expect(await redis?.keys('rl:sign-in-pair:*')).not.toHaveLength(0);
      // Nothing went to the PostgreSQL table (absent on PGlite): Redis alone holds the counters.
      if (containerOf(a).database.pool) {
        const { rows } = await containerOf(a).database.pool!.query<{ n: string }>('select count(*) as n from rate_limits');
        expect(Number(rows[0]?.n)).toBe(0);
      }
    });
  }, 120_000);

  it('the 60-second resend lock holds across instances', async () => {
    await twoInstances(async (a, b) => {
      const { user } = await createTestUser(a);
      const forgot = (app: FastifyInstance) =>
        app.inject({ method: 'POST', url: '/api/v1/user/forgot-pass', payload: { email: user.email }, remoteAddress: freshIp() });
      expect((await forgot(a)).statusCode).toBe(200);
      const again = await forgot(b);
      expect(again.statusCode).toBe(429);
      expect(again.json().error).toBe(MESSAGES.resendTooSoon);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    });
  }, 120_000);

  it('the book-request upload limit of one address is counted across instances', async () => {
    await twoInstances(async (a, b) => {
      const ip = freshIp();
      const send = (app: FastifyInstance, i: number) =>
        app.inject({ method: 'POST', url: '/api/v1/book', remoteAddress: ip, ...bookForm(`Book ${i}`) });
      expect((await send(a, 1)).statusCode).toBe(201);
      expect((await send(b, 2)).statusCode).toBe(201);
      expect((await send(a, 3)).statusCode).toBe(201);
      const fourth = await send(b, 4);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().code).toBe('rate_limited');
      // Another address is not affected.
      expect((await a.inject({ method: 'POST', url: '/api/v1/book', remoteAddress: freshIp(), ...bookForm('Other') })).statusCode).toBe(
        201,
      );
    });
  }, 120_000);
});
