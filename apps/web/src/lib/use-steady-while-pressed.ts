import { useState, useSyncExternalStore } from 'react';

/** How long after a release without a click (a drag, a press on nothing clickable) a held change waits at most. */
export const RELEASE_WITHOUT_CLICK_MS = 400;

let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

function setPressed(value: boolean): void {
  clearTimeout(releaseTimer);
  if (pressed === value) return;
  pressed = value;
  tell();
}

const onDown = () => setPressed(true);
// The press ends once its click has been delivered (the next task), or a moment after a release that makes none.
const onUp = () => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => setPressed(false), RELEASE_WITHOUT_CLICK_MS);
};
const onClick = () => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => setPressed(false), 0);
};
const onCancel = () => setPressed(false);

const EVENTS = [
  ['pointerdown', onDown],
  ['pointerup', onUp],
  ['click', onClick],
  ['pointercancel', onCancel],
] as const;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) for (const [name, handler] of EVENTS) document.addEventListener(name, handler, true);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const [name, handler] of EVENTS) document.removeEventListener(name, handler, true);
    clearTimeout(releaseTimer);
    pressed = false;
  };
}

/** Whether a mouse button or finger is down on the page (until the click it makes has been delivered). */
export function usePointerPressed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
}

/**
 * `value`, except that a change arriving while a pointer is pressed shows only once the press is over and
 * its click delivered (issue 36.7, decision 092). Something that appears or leaves on the press itself
 * (the console's "Sound is off" banner leaves when the press starts the sound) would move what is below it
 * between the press and the release; the release would land elsewhere and the click would be lost.
 */
export function useSteadyWhilePressed<T>(value: T): T {
  const isPressed = usePointerPressed();
  const [held, setHeld] = useState(value);
  // Derived during render (React's pattern for state from props): outside a press, `held` follows `value`.
  if (!isPressed && !Object.is(held, value)) setHeld(value);
  return isPressed ? held : value;
}
