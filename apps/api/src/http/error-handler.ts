import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES, type ErrorBody, type ErrorCode } from '@campus/contract';
import { DomainError, type DomainErrorKind } from '../errors/domain-errors';

/** The one place a domain error's kind becomes an HTTP status (decision 023). */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  upstream_failed: 502,
};

/** The code of an answer that only has a status: Fastify's own errors. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return ERROR_CODES.unauthenticated;
    case 403:
      return ERROR_CODES.forbidden;
    case 404:
      return ERROR_CODES.notFound;
    case 409:
      return ERROR_CODES.conflict;
    case 413:
      return ERROR_CODES.payloadTooLarge;
    case 415:
      return ERROR_CODES.unsupportedMediaType;
    case 429:
      return ERROR_CODES.rateLimited;
    case 502:
      return ERROR_CODES.upstreamFailed;
    default:
      return status >= 400 && status < 500 ? ERROR_CODES.invalidInput : ERROR_CODES.internal;
  }
}

/** Sends `{ error, code, ...details }` with the status; every error answer of the API goes through here. */
export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).send(body);
}

/**
 * The router's own refusals, made before any route or hook (Fastify's `frameworkErrors`), in the API's
 * `{ error, code }` shape: a path parameter too long to be any record's id or slug is not found.
 */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 404, { error: MESSAGES.notFound, code: ERROR_CODES.notFound });
  return sendError(reply, 400, { error: error.message, code: ERROR_CODES.invalidInput });
}

/** zod's own English texts (its default messages), which name no field; the contract's texts are written for people. */
const ZOD_DEFAULT_MESSAGE =
  /^(Invalid input|Invalid option|Invalid string|Invalid number|Invalid key|Invalid element|Invalid UUID|Invalid email address|Invalid URL|Invalid date|Too big|Too small|Unrecognized keys?)\b/;

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
}

/**
 * The answer to a request that failed its schema: the first issue, its field named (`phone_number`,
 * `items.0.qty`, or the part of the request when the whole part is wrong). A text from the contract
 * (the spec's, written for people) is sent as it is; zod's defaults get the field in front, and a
 * missing field says `Required`.
 */
export function validationErrorBody(issues: readonly ValidationIssue[], part: string | undefined): ErrorBody {
  const first = issues[0];
  const path = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const field = path || part || 'body';
  const message = first?.message ?? 'Invalid request';
  // A contract text written for people starts with a capital; a fragment ("must not contain NUL…") gets its field.
  if (!ZOD_DEFAULT_MESSAGE.test(message) && /^[A-Z]/.test(message)) return { error: message, code: ERROR_CODES.invalidInput, field };
  const missing = first?.keyword === 'invalid_type' && message.endsWith('received undefined');
  return { error: `${field}: ${missing ? 'Required' : message}`, code: ERROR_CODES.invalidInput, field };
}

/** The one error handler (CONVENTIONS 6, 16): `{ error, code }` bodies, right statuses, no internals on 5xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
    if (error instanceof DomainError) {
      if (error.kind === 'rate_limited' && 'retryAfterSeconds' in error) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, STATUS_OF_KIND[error.kind], { error: error.message, code: error.code, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, validationErrorBody(error.validation, error.validationContext));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(reply, 500, { error: MESSAGES.internal, code: ERROR_CODES.internal });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return sendError(reply, 429, { error: MESSAGES.tooManyRequests, code: ERROR_CODES.rateLimited });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) are safe to show.
      return sendError(reply, status, { error: error.message, code: codeForStatus(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, { error: MESSAGES.internal, code: ERROR_CODES.internal });
  });
}
