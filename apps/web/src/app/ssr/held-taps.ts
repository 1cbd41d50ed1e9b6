import { createElement, useEffect, type ReactNode } from 'react';
import { HELD_TAPS } from '@campus/contract';

/** What the starter of a server-rendered page leaves on window (decision 069). */
interface HeldTaps {
  release(): Element[];
}

/**
 * Replays, in order, the buttons tapped and forms sent while the page was not yet hydrated: the
 * starter held them (a tap on a server-rendered button does nothing until React listens), and they
 * now reach React's handlers as the shopper meant them. An element gone meanwhile is skipped.
 */
export function replayHeldTaps(): void {
  const scope = window as unknown as Record<string, HeldTaps | undefined>;
  const held = scope[HELD_TAPS];
  if (!held) return;
  delete scope[HELD_TAPS];
  for (const element of held.release()) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) element.click();
  }
}

/** Renders its children and replays the held taps once they are hydrated (its effect runs after hydration commits). */
export function ReplayHeldTaps({ children }: { children: ReactNode }) {
  useEffect(() => {
    // After this commit's other effects (the session is read in one): the handlers see the hydrated page.
    const timer = setTimeout(replayHeldTaps, 0);
    return () => clearTimeout(timer);
  }, []);
  return children;
}

/** `app` wrapped so the held taps are replayed once it is hydrated. */
export const withHeldTapsReplayed = (app: ReactNode) => createElement(ReplayHeldTaps, null, app);
