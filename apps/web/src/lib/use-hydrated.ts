import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page; true after that, and
 * at once on a page rendered in the browser. What only the browser knows renders when it is true, so
 * hydration meets the server's HTML (decision 050).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
