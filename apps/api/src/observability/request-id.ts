import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: short, and nothing a log line or a header could be broken with. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;
const CHOSEN = Symbol('requestId');

type RawWithId = IncomingMessage & { [CHOSEN]?: string };

/** True when a client's (or proxy's) `x-request-id` is kept as the request's id. */
export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED.test(value);
}

/**
 * The request's id, chosen once per request: the incoming `x-request-id` when well formed, else a
 * random UUID. The HTTP server (before routing) and Fastify (genReqId) ask the same raw request.
 */
export function requestIdOf(request: IncomingMessage): string {
  const raw = request as RawWithId;
  if (raw[CHOSEN] !== undefined) return raw[CHOSEN];
  const header = request.headers[REQUEST_ID_HEADER];
  const id = isWellFormedRequestId(header) ? header : randomUUID();
  raw[CHOSEN] = id;
  return id;
}
