import net from 'node:net';

/** Fastify's `trustProxy`, limited to the safe shapes: none, a hop count, or a list of addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: `false`/`0` trusts no proxy; `1`, `2`… trusts that many hops next to the server;
 * `10.0.0.0/8,127.0.0.1` trusts those proxies. `true` (every hop, so any client could write its own
 * X-Forwarded-For and look like a new address to every rate limit) is refused.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (value === 'true' || bad.length > 0 || entries.length === 0) {
    throw new Error(
      `Invalid environment:\n  TRUST_PROXY: a hop count (1) or proxy addresses and CIDR ranges (10.0.0.0/8,127.0.0.1); got "${raw}"` +
        (value === 'true' ? ' (trusting every hop lets any client choose its own address)' : ''),
    );
  }
  return entries;
}

/** Fastify's option for a TrustProxy: a hop count becomes "trust the n hops nearest the server", as Fastify does for numbers. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
