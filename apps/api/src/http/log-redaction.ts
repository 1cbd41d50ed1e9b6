/**
 * The log's error serializer: an error as pino's would print it (type, message, stack, own fields, cause),
 * except that what a database error carries of the statement's values never reaches the log. Drizzle's
 * DrizzleQueryError and PGlite's errors hold the parameters (`params`), and drizzle also writes them into
 * its message; PostgreSQL's `detail` repeats a key's value ("Key (phone)=(080…) already exists").
 * Password hashes, phone numbers and emails are statement parameters (issue 17, item 7).
 */
const REDACTED = '[redacted]';
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail']);
/** Drizzle's message: "Failed query: <sql>\nparams: <values>". */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*$/;
const MAX_CAUSE_DEPTH = 5;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function redactText(text: string): string {
  return text.replace(PARAMS_IN_TEXT, `\nparams: ${REDACTED}`);
}

/** The stack is "<name>: <message>\n    at …": its message part is replaced by the redacted one. */
function redactStack(error: Error, message: string): string {
  const { stack } = error;
  if (stack === undefined) return '';
  const head = `${error.name}: ${error.message}`;
  if (stack.startsWith(head)) return `${error.name}: ${message}${stack.slice(head.length)}`;
  const frames = stack.indexOf('\n    at ');
  return frames === -1 ? redactText(stack) : `${redactText(stack.slice(0, frames))}${stack.slice(frames)}`;
}

export function serializeError(value: Error): SerializedError {
  return serializeAt(value, 0);
}

function serializeCause(value: unknown, depth: number): unknown {
  if (!(value instanceof Error)) return value;
  return depth <= MAX_CAUSE_DEPTH ? serializeAt(value, depth) : REDACTED;
}

function serializeAt(value: Error, depth: number): SerializedError {
  const message = redactText(value.message);
  const serialized: SerializedError = { type: value.constructor.name, message, stack: redactStack(value, message) };
  for (const [field, fieldValue] of Object.entries(value)) {
    if (field === 'cause' || field in serialized) continue;
    serialized[field] = VALUE_FIELDS.has(field) && fieldValue !== undefined ? REDACTED : fieldValue;
  }
  if (value.cause !== undefined) serialized.cause = serializeCause(value.cause, depth + 1);
  return serialized;
}

/**
 * Addresses that carry a bearer secret in their path (issue 35, finding 13): the segment after the prefix
 * is the secret: an invitation's token (the API's and the page's) and the sandbox checkout's access code.
 * Reset links carry none (the reset token travels in the body).
 */
const SECRET_PATH_PREFIXES = ['/api/v1/seller/invitations/', '/seller/invitations/', '/sandbox/checkout/'];
/** Query parameters whose value is a secret, should any address ever carry one. */
const SECRET_QUERY = /([?&](?:token|access_token|accessCode|access_code|reset_token|resetToken|otp|code|key|secret|password)=)[^&#]*/gi;

/** The address as the log may keep it: bearer secrets in its path or query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  let redacted = url.replace(SECRET_QUERY, `$1${REDACTED}`);
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (!redacted.startsWith(prefix)) continue;
    const rest = redacted.slice(prefix.length);
    const end = rest.search(/[/?#]/);
    redacted = `${prefix}${REDACTED}${end === -1 ? '' : rest.slice(end)}`;
    break;
  }
  return redacted;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer (logger-pino.js), with the address redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** For Fastify's logger options: every `err` logged goes through serializeError, every `req` through serializeRequest. */
export const LOG_SERIALIZERS = { err: serializeError, req: serializeRequest };
