import { STORAGE_KEYS } from '@campus/contract';

/**
 * Where the token is read: local storage in the browser; on the server, the renderer of a signed-in
 * shopper's content gives the token that shopper's request carried (decision 140).
 */
let readToken = () => localStorage.getItem(STORAGE_KEYS.authToken);

export function setTokenSource(read: () => string | null): void {
  readToken = read;
}

/** §3: the session token lives in local storage under authToken. */
export const tokenStorage = {
  get(): string | null {
    try {
      return readToken();
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
