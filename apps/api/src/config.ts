import path from 'node:path';
import { z } from 'zod';
import type { AuthLimits } from './modules/auth/attempt-limiter';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Campus Market <no-reply@campusmarket.local>'),
  SUPPORT_PHONE: z.string().default('2348012345678'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Set by server.ts (from JWT_SECRET or the data directory); tests pass their own. */
  jwtSecret: string;
  payment: {
    provider: Env['PAYMENT_PROVIDER'];
    secretKey: string;
    publicKey: string;
    baseUrl: string;
  };
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportPhone: string;
  logLevel: Env['LOG_LEVEL'];
  seed: Env['SEED'];
  webDist: string | undefined;
  trustProxy: boolean;
  /** Book requests one client address may send per window; tests lower it (default 20 per 15 minutes). */
  bookRequestLimit?: { max: number; timeWindowMs: number };
  /** Sign-in and recovery rate limits (DESIGN §6); tests set small ones. Unset: the defaults. */
  authLimits?: Partial<AuthLimits>;
  /** Milliseconds between SSE heartbeats (tests shorten it); 15 s by default. */
  sseHeartbeatMs?: number;
  /** Job queue (decision 029): idle poll and first retry delay in milliseconds (tests shorten them). */
  jobs?: { pollMs?: number; backoffBaseMs?: number };
}

/** Parses the environment once; a bad value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Omit<AppConfig, 'jwtSecret'> & { jwtSecret: string | undefined } {
  // An empty variable means unset (`DATABASE_URL= npm start` runs on the embedded database).
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET) throw new Error('Invalid environment:\n  JWT_SECRET: required when NODE_ENV=production');
  // The sandbox collects no money: production must choose it on purpose, never by default.
  const providerChosen = Object.hasOwn(env, 'PAYMENT_PROVIDER') && env.PAYMENT_PROVIDER !== '';
  if (production && !providerChosen) {
    throw new Error(
      'Invalid environment:\n  PAYMENT_PROVIDER: required when NODE_ENV=production (paystack; sandbox only for a demo that collects no money)',
    );
  }
  if (e.PAYMENT_PROVIDER === 'paystack' && (!e.PAYSTACK_SECRET_KEY || !e.PAYSTACK_PUBLIC_KEY)) {
    throw new Error('Invalid environment:\n  PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY: required when PAYMENT_PROVIDER=paystack');
  }
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    payment: {
      provider: e.PAYMENT_PROVIDER,
      // The sandbox signs its webhooks with a per-deployment key derived in server.ts when none is given.
      secretKey: e.PAYSTACK_SECRET_KEY ?? '',
      publicKey: e.PAYSTACK_PUBLIC_KEY ?? 'pk_test_sandbox',
      baseUrl: e.PAYSTACK_BASE_URL,
    },
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportPhone: e.SUPPORT_PHONE,
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY === 'true',
  };
}
