import { ERROR_CODES, type ErrorCode } from '@campus/contract';

/**
 * What a service throws when it refuses (CONVENTIONS 16). Services speak the domain: they name the
 * kind of refusal and a text safe to show the caller; `http/error-handler.ts` alone turns the kind
 * into an HTTP status and the `{ error, code }` body. No service imports anything HTTP.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'too_large'
  | 'unsupported_media'
  | 'upstream_failed';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Extra fields for the answer's body beside `error` and `code` (e.g. a part's current status). */
  readonly details: Record<string, unknown>;

  constructor(
    message: string,
    readonly code: ErrorCode,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.details = details;
  }
}

/** Bad input; `field` names the offending request field when there is one. */
export class InvalidError extends DomainError {
  readonly kind = 'invalid';
  constructor(
    message: string,
    readonly field?: string,
    code: ErrorCode = ERROR_CODES.invalidInput,
  ) {
    super(message, code, field ? { field } : {});
  }
}

/** No valid session: no token, a bad one, or one that was revoked or expired. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(message: string, code: ErrorCode = ERROR_CODES.unauthenticated) {
    super(message, code);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  constructor(message: string, code: ErrorCode = ERROR_CODES.forbidden) {
    super(message, code);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  constructor(message: string, code: ErrorCode = ERROR_CODES.notFound) {
    super(message, code);
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  constructor(message: string, details: Record<string, unknown> = {}, code: ErrorCode = ERROR_CODES.conflict) {
    super(message, code, details);
  }
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, code: ErrorCode = ERROR_CODES.rateLimited) {
    super(message, code);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export class TooLargeError extends DomainError {
  readonly kind = 'too_large';
  constructor(message: string, code: ErrorCode = ERROR_CODES.payloadTooLarge) {
    super(message, code);
  }
}

export class UnsupportedMediaError extends DomainError {
  readonly kind = 'unsupported_media';
  constructor(message: string, code: ErrorCode = ERROR_CODES.unsupportedMediaType) {
    super(message, code);
  }
}

/** A provider we call (payments, mail) failed or answered something we cannot use. */
export class UpstreamError extends DomainError {
  readonly kind = 'upstream_failed';
  constructor(message: string, code: ErrorCode = ERROR_CODES.upstreamFailed) {
    super(message, code);
  }
}
