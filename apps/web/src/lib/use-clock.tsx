import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/** How often what depends on the time of day (a shop's open/closed/paused label) is read again. */
export const CLOCK_TICK_MS = 30_000;

const Clock = createContext<number | null>(null);

/**
 * The time labels are read at (issue 36: "Paused · back at 13:30" ends by itself). While the page
 * hydrates it is the moment the server rendered it (`renderedAt`, carried in the page data), so the
 * browser's first render meets the server's HTML even when that HTML was kept for a while; once
 * hydrated it is the browser's clock, read again every 30 seconds.
 */
export function ClockProvider({ renderedAt, children }: { renderedAt?: number; children: ReactNode }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    if (!hydrated) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [hydrated]);
  return <Clock value={now}>{children}</Clock>;
}

/** Now, as the labels read it (outside the provider, a component's own test: the real clock). */
export function useClock(): Date {
  const now = useContext(Clock);
  return new Date(now ?? Date.now());
}
