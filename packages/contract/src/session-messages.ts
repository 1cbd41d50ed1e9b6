/**
 * The one text the storefront's shell shows itself (its session ends): apart, so the shell's first JS carries
 * none of the others (decision 067). `MESSAGES` has it too.
 */
export const SESSION_MESSAGES = {
  sessionExpired: 'Session expired. Please log in again.',
} as const;
