import { useSyncExternalStore } from 'react';
import { unlockSound } from './order-alert';

/**
 * Whether this tab is "taking orders" (issue 36.4): someone tapped "Start taking orders", so new orders
 * ring until "Seen" and the screen is kept on while the queue is open. Kept for the tab's life (moving to
 * History and back keeps it); a reload asks for the tap again, as the browser's audio rule does.
 */
let taking = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isTakingOrders(): boolean {
  return taking;
}

/** From the tap itself: starts audio (with one chime, so the counter hears what an order sounds like). */
export function setTakingOrders(on: boolean): void {
  if (on) void unlockSound({ chime: true });
  if (taking === on) return;
  taking = on;
  listeners.forEach((listener) => listener());
}

export function useTakingOrders(): boolean {
  return useSyncExternalStore(subscribe, isTakingOrders, () => false);
}
