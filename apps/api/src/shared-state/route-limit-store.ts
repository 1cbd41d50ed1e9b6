import type { RateLimitOptions } from '@fastify/rate-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { makeLimiter, type LimitBackend } from '../modules/auth/rate-limits';

type IncrCallback = (error: Error | null, result: { current: number; ttl: number } | null) => void;

interface RouteInfo {
  routeInfo?: { method?: string; url?: string };
}

/**
 * A store for @fastify/rate-limit (a route's `config: { rateLimit }`, e.g. uploads) that keeps its
 * counters where the account limits keep theirs (decision 045): Redis or PostgreSQL, seen by every
 * instance. The plugin asks `incr` for the count after this request and decides itself; so the
 * store adds one point with rate-limiter-flexible's `penalty`, which counts without refusing, in a
 * fixed window from the first request, as the plugin's own stores do.
 */
export function sharedRouteLimitStore(backend: LimitBackend): RateLimitOptions['store'] {
  class RouteLimitStore {
    private readonly limiters = new Map<number, RateLimiterAbstract>();

    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const seconds = Math.max(1, Math.ceil(timeWindow / 1000));
      let limiter = this.limiters.get(seconds);
      if (!limiter) {
        // `points` only matters to consume(); penalty() counts past it. The plugin compares with its max.
        limiter = makeLimiter(backend, { keyPrefix: `${this.prefix}${seconds}`, points: Number.MAX_SAFE_INTEGER, duration: seconds });
        this.limiters.set(seconds, limiter);
      }
      limiter.penalty(key, 1).then(
        (result) => callback(null, { current: result.consumedPoints, ttl: result.msBeforeNext }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    }

    child(routeOptions: RouteInfo): RouteLimitStore {
      const route = `${routeOptions.routeInfo?.method ?? ''}${routeOptions.routeInfo?.url ?? ''}`;
      return new RouteLimitStore(undefined, `${this.prefix}${route}:`);
    }
  }
  return RouteLimitStore as unknown as RateLimitOptions['store'];
}
