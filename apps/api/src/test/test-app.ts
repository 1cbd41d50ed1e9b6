import { randomBytes, randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { seedDemoCatalog } from '../db/seed';
import { hashPassword } from '../modules/auth/password';
import type { UserRow } from '../modules/users/users.repository';

/** Which database the API suite runs on: PGlite by default, PostgreSQL when TEST_DATABASE=postgres. */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    production: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), `campus-market-test-${process.pid}-${randomBytes(4).toString('hex')}`),
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    payment: {
      provider: 'sandbox',
      secretKey: 'sk_test_sandbox_key_for_tests',
      publicKey: 'pk_test_sandbox',
      baseUrl: 'https://api.paystack.co',
    },
    publicUrl: 'http://127.0.0.1:3000',
    smtpUrl: undefined,
    mailFrom: 'Campus Market <no-reply@campusmarket.test>',
    supportPhone: '2348012345678',
    logLevel: 'silent',
    seed: 'never',
    webDist: undefined,
    trustProxy: false,
    devTools: true,
    apiDocs: true,
    ...overrides,
  };
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') return openDatabase({ kind: 'pglite-memory' });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, `cm_test_${process.pid}`);
  let dropping = false;
  const handle = await openDatabase({
    kind: 'postgres',
    url: scratch.url,
    // pool.end() resolves before every socket has closed, so DROP … WITH (FORCE) may still end one of ours: expected.
    // Any other lost connection during a test is reported as the server would report it.
    onConnectionLost: (error) => {
      if (!dropping) console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    },
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      dropping = true;
      await scratch.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** Boots the whole app on a fresh database (CONVENTIONS 7); `seed` adds the demo catalog. */
export async function createTestApp(options: { seed?: boolean; config?: Partial<AppConfig>; now?: () => Date } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  if (options.seed) await seedDemoCatalog(database.db);
  const config = testConfig(options.config);
  const app = await buildApp({ config, database, now: options.now, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Inserts a shopper directly and returns it with a valid bearer token (for modules that need a signed-in user). */
export async function createTestUser(
  app: FastifyInstance,
  overrides: Partial<Pick<UserRow, 'fullName' | 'phone' | 'email' | 'hall'>> & { password?: string } = {},
): Promise<{ user: UserRow; token: string; password: string; auth: { authorization: string } }> {
  const unique = String(randomInt(100_000_000, 1_000_000_000));
  const password = overrides.password ?? 'Passw0rd!';
  const user = await app.core.users.insert({
    fullName: overrides.fullName ?? 'Test Shopper',
    phone: overrides.phone ?? `08${unique}`,
    email: overrides.email ?? `shopper-${unique}@example.com`,
    hall: overrides.hall ?? 'Queen Esther',
    passwordHash: await hashPassword(password),
  });
  const token = await app.core.tokens.sign(user);
  return { user, token, password, auth: { authorization: `Bearer ${token}` } };
}
