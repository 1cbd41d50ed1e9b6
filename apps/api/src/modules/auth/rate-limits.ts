import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { MESSAGES } from '@campus/contract';
import { RateLimitedError } from '../../errors/domain-errors';

/** One limit: at most `max` attempts per key within `windowSeconds` (a fixed window from the first attempt). */
export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * The limits of accounts and recovery (decision 026, OWASP's authentication cheat sheet): sign-in
 * failures count per phone+address pair and per address; per phone alone there is only a far higher
 * ceiling, so an attacker elsewhere cannot lock the owner out. Every call that hashes a password is
 * limited per address before it hashes.
 */
export interface AuthLimits {
  /** Sign-in attempts per phone number from one address. */
  signInPerPair: LimitRule;
  /** Sign-in attempts per client address, whatever the phone. */
  signInPerIp: LimitRule;
  /** Sign-in attempts per phone number from every address together: a ceiling against a botnet, not a lockout. */
  signInPerPhone: LimitRule;
  /** Sign-ups per client address. */
  signUpPerIp: LimitRule;
  /** Code requests (forgot-pass) per email. */
  forgotPerEmail: LimitRule;
  /** Code requests (forgot-pass) per client address. */
  forgotPerIp: LimitRule;
  /** Code checks (verify-otp) per client address, on top of the 5 tries a code allows. */
  verifyPerIp: LimitRule;
  /** Password resets (reset-pass) per client address. */
  resetPerIp: LimitRule;
  /** Shop invitations sent to one shop, by anyone (issue 35: no phishing through the market's mail). */
  invitePerShop: LimitRule;
  /** Shop invitations sent by one account, to any shop. */
  invitePerInviter: LimitRule;
  /** Email-change codes asked for by one account (each mails the new address). */
  emailChangePerUser: LimitRule;
  /** Promo codes that do not exist, tried by one account (a quote or a checkout): nobody guesses the market's codes. */
  promoGuessesPerUser: LimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerPair: { max: 10, windowSeconds: 15 * 60 },
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signInPerPhone: { max: 100, windowSeconds: 60 * 60 },
  signUpPerIp: { max: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { max: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { max: 20, windowSeconds: 15 * 60 },
  verifyPerIp: { max: 30, windowSeconds: 15 * 60 },
  resetPerIp: { max: 10, windowSeconds: 15 * 60 },
  invitePerShop: { max: 10, windowSeconds: 60 * 60 },
  invitePerInviter: { max: 10, windowSeconds: 60 * 60 },
  emailChangePerUser: { max: 5, windowSeconds: 60 * 60 },
  promoGuessesPerUser: { max: 20, windowSeconds: 15 * 60 },
};

/** The table rate-limiter-flexible keeps its PostgreSQL counters in (created by a migration, schema.ts). */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** A key fits the table's varchar(255) and keeps no email or phone in clear text at rest. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * One named limit. `consume` counts the attempt first, atomically (an UPSERT on PostgreSQL, one
 * synchronous step in memory), and refuses once the count passes the limit, so N parallel requests
 * can never get more than `max` through to the slow work behind it.
 */
export class Limit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly message: string,
  ) {}

  /** Counts one attempt for `key`; throws RateLimitedError when `key` is over its limit. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(storedKey(key));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitedError(this.message, rejection.msBeforeNext / 1000);
      throw rejection;
    }
  }

  /** Gives back one attempt (a sign-in that succeeded does not count against its address). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(storedKey(key), 1);
  }

  /** Forgets `key` (a successful sign-in clears its phone+address failures). */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(storedKey(key));
  }
}

/**
 * Where counters live (decision 045): Redis when REDIS_URL is set, else PostgreSQL when the app runs
 * on it (both seen by every instance), else this process's memory (the embedded database, which only
 * one process can open anyway: data-dir-lock.ts).
 */
export type LimitBackend = { kind: 'redis'; client: Redis } | { kind: 'postgres'; pool: pg.Pool } | { kind: 'memory' };

export function limitBackend(pool: pg.Pool | undefined, redis: Redis | undefined): LimitBackend {
  if (redis) return { kind: 'redis', client: redis };
  if (pool) return { kind: 'postgres', pool };
  return { kind: 'memory' };
}

/** A rate-limiter-flexible limiter in the backend's store. */
export function makeLimiter(backend: LimitBackend, options: IRateLimiterOptions): RateLimiterAbstract {
  switch (backend.kind) {
    case 'redis':
      // `rl:` keeps our keys apart from anything else in a shared Redis.
      return new RateLimiterRedis({ ...options, keyPrefix: `rl:${options.keyPrefix ?? ''}`, storeClient: backend.client });
    case 'postgres':
      return new RateLimiterPostgres({
        ...options,
        storeClient: backend.pool,
        storeType: 'pool',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
      });
    case 'memory':
      return new RateLimiterMemory(options);
  }
}

/** Makes named limits in one backend. */
export class LimitFactory {
  constructor(private readonly backend: LimitBackend) {}

  make(name: string, rule: LimitRule, message: string = MESSAGES.tooManyRequests): Limit {
    return new Limit(makeLimiter(this.backend, { keyPrefix: name, points: rule.max, duration: rule.windowSeconds }), message);
  }
}
