import type { FastifyRequest } from 'fastify';
import { InvalidError } from '../errors/domain-errors';

export const BAD_HOST_MESSAGE = 'The Host header is not a valid host name and port';

/** A name (letters, digits, `.`, `-`, `_`) or a bracketed IPv6 address, then an optional port. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/;

/** True when `host` is `name[:port]` with a port of 1–65535 that a URL can be built on. */
export function isValidHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1] === undefined ? undefined : Number(match[1]);
  if (port !== undefined && (port < 1 || port > 65_535)) return false;
  return URL.canParse(`http://${host}/`);
}

/**
 * Issue 35, finding 12: pages build absolute addresses from the host asked for (when PUBLIC_URL is
 * unset), so a Host that is no host (`evil.example:99999`, `[::1`) made `new URL` throw while rendering,
 * a 500. It is bad input: 400 on pages and API alike, before any route (the host behind a trusted proxy
 * is the one checked, as it is the one used).
 */
export async function refuseMalformedHost(request: FastifyRequest): Promise<void> {
  const host = request.host;
  if (host && !isValidHost(host)) throw new InvalidError(BAD_HOST_MESSAGE);
}
