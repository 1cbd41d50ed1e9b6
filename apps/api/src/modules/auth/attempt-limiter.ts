/** One limit: at most `max` counted attempts per key within `windowSeconds` (a fixed window from the first attempt). */
export interface LimitRule {
  max: number;
  windowSeconds: number;
}

interface Bucket {
  count: number;
  resetAt: number;
}

/**
 * Counts attempts per key in memory and says how long a key must wait once it is over its limit.
 * Keys are independent (per phone, per IP, per email); a window ends by itself, so nobody is locked out for good.
 * Reads the app clock so tests can move time instead of waiting.
 */
export class AttemptLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => Date,
  ) {}

  /** Seconds until `key` may try again; 0 when it is under its limit. */
  retryAfter(key: string): number {
    const bucket = this.live(key);
    if (!bucket || bucket.count < this.rule.max) return 0;
    return Math.max(1, Math.ceil((bucket.resetAt - this.now().getTime()) / 1000));
  }

  /** Counts one attempt for `key`. */
  hit(key: string): void {
    const at = this.now().getTime();
    const bucket = this.live(key);
    if (bucket) bucket.count += 1;
    else this.buckets.set(key, { count: 1, resetAt: at + this.rule.windowSeconds * 1000 });
    if (this.buckets.size > 10_000) this.prune(at);
  }

  /** Forgets `key` (a successful sign-in clears its phone's failures). */
  reset(key: string): void {
    this.buckets.delete(key);
  }

  private live(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= this.now().getTime()) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  private prune(at: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= at) this.buckets.delete(key);
  }
}

/** The limits of DESIGN §6, overridable per app (tests use small ones). */
export interface AuthLimits {
  /** Failed sign-ins per phone number. */
  signInPerPhone: LimitRule;
  /** Failed sign-ins per client IP. */
  signInPerIp: LimitRule;
  /** Code requests (forgot-pass) per email. */
  forgotPerEmail: LimitRule;
  /** Code requests (forgot-pass) per client IP. */
  forgotPerIp: LimitRule;
  /** Code checks (verify-otp) per client IP, on top of the 5 tries a code allows. */
  verifyPerIp: LimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerPhone: { max: 10, windowSeconds: 15 * 60 },
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  forgotPerEmail: { max: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { max: 20, windowSeconds: 15 * 60 },
  verifyPerIp: { max: 30, windowSeconds: 15 * 60 },
};
