import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Outside the providers (a component's own test) a tree counts as rendered by the browser: hydrated. */
const Hydrated = createContext(true);

/**
 * Says whether the page is hydrated. `hydrating`: the tree is the server's render or hydrates it; it
 * turns hydrated after hydration commits. The turn is a transition, so React renders what it adds (the
 * title, the account links) in slices between the browser's own work, not in one long task: the store's
 * snapshot this used to be (`useSyncExternalStore`) re-rendered synchronously, the longest task of a
 * server-rendered page's load on a slow phone (decision 070).
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * False on the server and while the browser hydrates a server-rendered page; true after that, and
 * at once on a page rendered in the browser. What only the browser knows renders when it is true, so
 * hydration meets the server's HTML (decision 050).
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
