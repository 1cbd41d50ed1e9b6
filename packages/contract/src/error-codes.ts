/**
 * The stable, machine-readable `code` every error answer carries beside its human `error` text
 * (DESIGN §11 "Errors"). Clients branch on the code; the text may change, the code may not.
 * Add a code here when a new kind of refusal appears; never rename or reuse one.
 */
export const ERROR_CODES = {
  /** A request field failed validation; the answer's `field` names it. */
  invalidInput: 'invalid_input',
  /** No bearer token, or a malformed one. */
  unauthenticated: 'unauthenticated',
  /** The token was valid once: expired, revoked or its user is gone. */
  sessionExpired: 'session_expired',
  /** Signed in, but this account may not do this. */
  forbidden: 'forbidden',
  notFound: 'not_found',
  /** The request clashes with what is stored (a taken phone, a changed cart, a used reference). */
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** A service we depend on (the payment provider, SMTP) failed or answered nonsense. */
  upstreamFailed: 'upstream_failed',
  /** An invitation link past its 72 hours. */
  invitationExpired: 'invitation_expired',
  /** An invitation link already accepted once. */
  invitationUsed: 'invitation_used',
  /** An invitation link the shop withdrew. */
  invitationRevoked: 'invitation_revoked',
  /** Removing the only owner a shop has. */
  lastOwner: 'last_owner',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Every code, for the OpenAPI document and tests. */
export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES);
