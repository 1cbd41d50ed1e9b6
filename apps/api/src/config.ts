import path from 'node:path';
import { z } from 'zod';
import { percentToBps, type FeeBearer } from '@campus/contract';
import type { AuthLimits } from './modules/auth/rate-limits';
import { parseKeyRotation, type KeyRotation } from './security/keys';
import { parseTrustProxy, type TrustProxy } from './security/trust-proxy';
import type { S3Settings } from './modules/storage/s3-file-storage';
import type { PushSettings } from './modules/notifications/push/push.module';

/** Where the embedded database, generated secrets and uploads live when DATA_DIR is unset. */
export const DEFAULT_DATA_DIR = './data';
/** Slow clients' limits (issue 35, finding 14) when the environment sets none: a minute for a request, 15 s for its headers. */
export const DEFAULT_TIMEOUTS = { requestMs: 60_000, headersMs: 15_000 } as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
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
  /** `auto`: the demo data on an empty database, outside production only; `demo`: in production too; `never`. */
  SEED: z.enum(['auto', 'never', 'demo']).default('auto'),
  WEB_DIST: z.string().optional(),
  /** A hop count (`1`) or addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`); never "trust every hop". */
  TRUST_PROXY: z.string().default('false'),
  /** `1`: the outbox API, /test-panel and codes in the log, to loopback clients only (`npm run dev` sets it). */
  DEV_TOOLS: z.enum(['0', '1']).default('0'),
  /** `1`: serve the API docs page (/api/docs) in production too; outside production it is always on. */
  API_DOCS: z.enum(['0', '1']).optional(),
  /** Rotates one derived key without touching the others, e.g. `tokens:2` (keys.ts). */
  KEY_ROTATION: z.string().default(''),
  /** The market's default commission on a shop's sales, in percent (0–100, two decimals); per shop in its settlement. */
  MARKET_COMMISSION_PERCENT: z
    .string()
    .default('5')
    .refine(
      (value) => percentToBps(value) !== null,
      'MARKET_COMMISSION_PERCENT must be a percentage from 0 to 100 with at most two decimals',
    ),
  /** Who pays Paystack's fee on a split payment: the market (`account`) or every party in proportion. */
  PAYSTACK_FEE_BEARER: z.enum(['account', 'all-proportional']).default('account'),
  S3_URL: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Rate limits and locks in Redis instead of PostgreSQL (decision 045), e.g. `redis://127.0.0.1:6379`. */
  REDIS_URL: z.string().url().optional(),
  /** One access log line per request at this level; `silent`: none. Production's default: info; elsewhere Fastify's own lines. */
  ACCESS_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Serve /metrics (Prometheus) on this port of its own, not on the public one. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Serve /metrics on the main port to `Authorization: Bearer <token>` only. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Send a trace span per request to this OTLP/HTTP collector (e.g. `http://127.0.0.1:4318`). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().default('campus-market'),
  /** Days a completed job is kept before the pruning job deletes it; failed jobs are kept. */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** Time a client has to send a whole request, headers and body (issue 35); 0 turns it off. A stream's answer is not limited. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_TIMEOUTS.requestMs),
  /** Time a client has to send a request's headers; at most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_TIMEOUTS.headersMs),
  /** Who sends texts to shops (issue 36): `sandbox` records them for the developer panel; `termii` sends them. */
  SMS_PROVIDER: z.enum(['sandbox', 'termii']).default('sandbox'),
  TERMII_API_KEY: z.string().optional(),
  /** The sender ID Termii approved for the account (3–11 letters or digits). */
  TERMII_SENDER_ID: z.string().optional(),
  TERMII_BASE_URL: z.string().url().default('https://api.ng.termii.com'),
  /** Web Push's VAPID key pair (base64url, `npx web-push generate-vapid-keys`); unset: derived from the master secret (decision 096). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** How push services reach the market's operator: a `mailto:` or `https:` address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .default('mailto:support@campusmarket.local'),
  /** The push services the server posts to, comma-separated host names (their subdomains too); unset: the browsers' own. */
  PUSH_SERVICE_HOSTS: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (the README's table and compose.yaml name only these). */
export const ENVIRONMENT_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

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
    /** How long one Paystack call may take before it counts as unanswered (retried by the job queue); 20 s when unset. */
    timeoutMs?: number;
  };
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportPhone: string;
  logLevel: Env['LOG_LEVEL'];
  /** Whether the demo data goes into an empty database: production seeds only with SEED=demo, which also lets the demo logins stay (decision 078). */
  seed: Env['SEED'];
  webDist: string | undefined;
  /** How many proxy hops, or which proxy addresses, may set X-Forwarded-For; false: none. */
  trustProxy: TrustProxy;
  /** The dev outbox API, /test-panel's data and codes in the log (to loopback clients only). */
  devTools: boolean;
  /** Serve the API docs page (/api/docs). */
  apiDocs: boolean;
  /** Which generation of each derived key is in use (keys.ts). */
  keyRotation?: KeyRotation;
  /** The S3-compatible object store for uploaded pictures (decision 032); unset: files under DATA_DIR/uploads. */
  s3?: S3Settings;
  /** Redis for rate limits and locks (decision 045); unset: PostgreSQL's rate_limits table, or memory on PGlite. */
  redisUrl?: string;
  /** Book requests one client address may send per window; tests lower it (default 20 per 15 minutes). */
  bookRequestLimit?: { max: number; timeWindowMs: number };
  /** Sign-in and recovery rate limits (DESIGN §6); tests set small ones. Unset: the defaults. */
  authLimits?: Partial<AuthLimits>;
  /** Milliseconds between SSE heartbeats (tests shorten it); 15 s by default. */
  sseHeartbeatMs?: number;
  /** Marketplace money (issue 21, decision 040): default commission in basis points and who bears Paystack's fee. Unset: 5 %, the market. */
  money?: { commissionBps: number; feeBearer: FeeBearer };
  /** Slow clients (issue 35, finding 14): a request not fully sent in `requestMs`, or its headers in `headersMs`, is 408. Unset: DEFAULT_TIMEOUTS. */
  timeouts?: { requestMs: number; headersMs: number };
  /** Job queue (decision 029): idle poll and first retry delay in milliseconds (tests shorten them). */
  jobs?: { pollMs?: number; backoffBaseMs?: number; mailSweepMs?: number; shutdownGraceMs?: number };
  /** The access log's level (access-log.ts); unset: Fastify's own per-request lines. */
  accessLogLevel?: Env['ACCESS_LOG_LEVEL'];
  /** /metrics on a port of its own (0: any free port, tests) and/or on the main port behind a bearer token; neither: 404. */
  metrics?: { port?: number; token?: string };
  /** OTLP/HTTP collector for request spans (tracing.ts); unset: no tracing. */
  otlpEndpoint?: string;
  otelServiceName?: string;
  /** Days completed jobs are kept (job-pruning.ts); 7 when unset. */
  jobRetentionDays?: number;
  /** The picture queue's bounds (decision 088); tests and the bench set them. Unset: one at a time, 8 queued, 2 per uploader. */
  imageQueue?: { concurrency?: number; maxQueued?: number; perOwner?: number };
  /** Texts to shops (issue 36, modules/notifications/sms); unset: the sandbox, which records them. */
  sms?: SmsSettings;
  /** How often each instance looks for parts due a text, a reminder or their deadline (issue 36); 10 s when unset. */
  acceptanceSweepMs?: number;
  /** Web Push (decision 096): VAPID keys (unset: derived from the master secret), subject, push service hosts. */
  push?: PushSettings;
}

export type SmsSettings =
  { provider: 'sandbox' } | { provider: 'termii'; apiKey: string; senderId: string; baseUrl: string; timeoutMs?: number };

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
  // Mailed links (invitations) point here; a request's Host header must never choose them (issue 35).
  if (production && !e.PUBLIC_URL)
    throw new Error('Invalid environment:\n  PUBLIC_URL: required when NODE_ENV=production (the address mailed links point to)');
  // The sandbox collects no money: production must choose it on purpose, never by default.
  const providerChosen = Object.hasOwn(env, 'PAYMENT_PROVIDER') && env.PAYMENT_PROVIDER !== '';
  if (production && !providerChosen) {
    throw new Error(
      'Invalid environment:\n  PAYMENT_PROVIDER: required when NODE_ENV=production (paystack; sandbox only for a demo that collects no money)',
    );
  }
  if (e.REQUEST_TIMEOUT_MS > 0 && e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid environment:\n  HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS');
  }
  if (e.SMS_PROVIDER === 'termii' && (!e.TERMII_API_KEY || !e.TERMII_SENDER_ID)) {
    throw new Error('Invalid environment:\n  TERMII_API_KEY and TERMII_SENDER_ID: required when SMS_PROVIDER=termii');
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
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
    money: { commissionBps: percentToBps(e.MARKET_COMMISSION_PERCENT) ?? 500, feeBearer: e.PAYSTACK_FEE_BEARER },
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
    // Production never seeds by default: an empty live database must not gain the README's published logins.
    seed: production && e.SEED === 'auto' ? 'never' : e.SEED,
    webDist: e.WEB_DIST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    devTools: e.DEV_TOOLS === '1',
    apiDocs: e.API_DOCS === '1' || (!production && e.API_DOCS !== '0'),
    keyRotation: parseKeyRotation(e.KEY_ROTATION),
    s3: s3Settings(e),
    redisUrl: e.REDIS_URL,
    accessLogLevel: e.ACCESS_LOG_LEVEL ?? (production ? 'info' : undefined),
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: e.OTEL_SERVICE_NAME,
    jobRetentionDays: e.JOB_RETENTION_DAYS,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, headersMs: e.HEADERS_TIMEOUT_MS },
    sms:
      e.SMS_PROVIDER === 'termii'
        ? { provider: 'termii', apiKey: e.TERMII_API_KEY ?? '', senderId: e.TERMII_SENDER_ID ?? '', baseUrl: e.TERMII_BASE_URL }
        : { provider: 'sandbox' },
    push: {
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT,
      serviceHosts: e.PUSH_SERVICE_HOSTS?.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
  };
}

/**
 * The origin links in mail point to (issue 35): PUBLIC_URL, else this machine on its configured port.
 * Never the request's Host header, which anyone can set.
 */
export function mailOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

/** S3_URL and S3_BUCKET together choose the object store; the two keys come as a pair or not at all (the SDK's own chain). */
function s3Settings(e: Env): S3Settings | undefined {
  if (!e.S3_URL && !e.S3_BUCKET) return undefined;
  if (!e.S3_URL || !e.S3_BUCKET)
    throw new Error('Invalid environment:\n  S3_URL and S3_BUCKET: set both to use an object store, or neither');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const credentials =
    e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined;
  return { endpoint: e.S3_URL, bucket: e.S3_BUCKET, region: e.S3_REGION, credentials };
}
