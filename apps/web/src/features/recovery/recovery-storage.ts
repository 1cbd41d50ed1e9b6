import { STORAGE_KEYS } from '@campus/contract';

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
  clear(): void {
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
