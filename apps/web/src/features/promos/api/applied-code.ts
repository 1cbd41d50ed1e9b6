import { useSyncExternalStore } from 'react';

/**
 * The promo code the shopper applied (issue 38 item 3), kept for this tab so the cart's code is checkout's
 * too. Only the text is kept: the server prices it again at every quote and at Pay Now.
 */
const KEY = 'promoCode';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setAppliedCode(code: string | null): void {
  try {
    if (code) sessionStorage.setItem(KEY, code);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the code lasts as long as the page does.
  }
  for (const listener of listeners) listener();
}

export function useAppliedCode(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
