import { STORAGE_KEYS } from '@campus/contract';

/** §3: the session token lives in local storage under authToken. */
export const tokenStorage = {
  get(): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS.authToken);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(STORAGE_KEYS.authToken, token);
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEYS.authToken);
  },
};
