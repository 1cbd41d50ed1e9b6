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

/** For Fastify's logger options: every `err` logged goes through serializeError. */
export const LOG_SERIALIZERS = { err: serializeError };
