import { LIMITS, STORAGE_KEYS } from '@campus/contract';

/** When the last code was sent (ms since the epoch), so the resend lock survives a reload (issue 23). */
const CODE_SENT_AT_KEY = 'recoveryCodeSentAt';

/** §3 recovery storage: recoveryEmail (and resetUserId, cleared with it) in local storage. */
export const recoveryStorage = {
  email(): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS.recoveryEmail);
    } catch {
      return null;
    }
  },
  remember(email: string, userId?: string): void {
    localStorage.setItem(STORAGE_KEYS.recoveryEmail, email);
    if (userId) localStorage.setItem(STORAGE_KEYS.resetUserId, userId);
  },
  /** Notes that the server just sent a code: it refuses another for LIMITS.otpResendLockSeconds. */
  codeSent(now: number = Date.now()): void {
    localStorage.setItem(CODE_SENT_AT_KEY, String(now));
  },
  /** Seconds the server still refuses a new code, counted from the moment the last one was sent. */
  resendLockLeft(now: number = Date.now()): number {
    let sentAt = NaN;
    try {
      sentAt = Number(localStorage.getItem(CODE_SENT_AT_KEY) ?? NaN);
    } catch {
      return 0;
    }
    if (!Number.isFinite(sentAt)) return 0;
    return Math.max(0, Math.min(LIMITS.otpResendLockSeconds, Math.ceil(LIMITS.otpResendLockSeconds - (now - sentAt) / 1000)));
  },
  clear(): void {
    localStorage.removeItem(CODE_SENT_AT_KEY);
    localStorage.removeItem(STORAGE_KEYS.recoveryEmail);
    localStorage.removeItem(STORAGE_KEYS.resetUserId);
  },
};

/** What the recovery screens hand each other through navigation state (§4 recovery flow). */
export interface RecoveryState {
  email?: string;
  userId?: string;
  verified?: boolean;
  /** The one-time token verify-otp answered; reset-pass needs it (issue 18). Never written to storage. */
  resetToken?: string;
}
