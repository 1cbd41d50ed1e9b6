import { useEffect, useSyncExternalStore } from 'react';

/**
 * The new-order alert of the live queue (issues 20, 36.4): a short two-tone chime, looped while a new order
 * takes the screen over and the console is taking orders, and a window event that anything may listen to
 * (the e2e journey counts it). The chime needs the page to have been touched once (browsers' autoplay
 * rule): the "Start taking orders" tap is that touch (any tap or key on the console also counts); the event
 * goes out either way.
 */
export const NEW_ORDER_ALERT_EVENT = 'campus:new-order-alert';

export interface NewOrderAlertDetail {
  orderId: string;
  /** Whether the chime could play. */
  sounded: boolean;
}

let audio: AudioContext | undefined;
const soundListeners = new Set<() => void>();
const tellSoundListeners = () => soundListeners.forEach((listener) => listener());

function audioConstructor(): typeof AudioContext | undefined {
  return typeof window === 'undefined' ? undefined : (window.AudioContext as typeof AudioContext | undefined);
}

/** The page's one AudioContext, made on first need; its state changes reach `useSoundState`'s readers. */
function context(): AudioContext | undefined {
  const Context = audioConstructor();
  if (!Context) return undefined;
  if (!audio) {
    audio = new Context();
    audio.addEventListener('statechange', tellSoundListeners);
    tellSoundListeners();
  }
  return audio;
}

/**
 * Whether the chime can be heard: `on`; `blocked` until the page has been tapped (browsers start audio
 * only after a gesture, so the console offers a button); `unsupported` without Web Audio.
 */
export type SoundState = 'on' | 'blocked' | 'unsupported';

export function soundState(): SoundState {
  if (!audioConstructor()) return 'unsupported';
  return audio?.state === 'running' ? 'on' : 'blocked';
}

export function subscribeSound(listener: () => void): () => void {
  soundListeners.add(listener);
  return () => soundListeners.delete(listener);
}

/**
 * Starts audio: called from a tap ("Start taking orders", or any tap on the console), which is
 * what lets the browser run it. With `chime`, the owner hears at once what a new order sounds like.
 */
export async function unlockSound({ chime: withChime = false }: { chime?: boolean } = {}): Promise<SoundState> {
  const running = context();
  if (!running) return 'unsupported';
  try {
    if (running.state !== 'running') await running.resume();
  } catch {
    // Refused (no gesture yet): the state stays blocked and the button stays.
  }
  if (withChime) chime();
  tellSoundListeners();
  return soundState();
}

/**
 * A page opened after the person already tapped this tab (navigator.userActivation) may start audio
 * at once; before any tap, no AudioContext is made, so the browser logs no refusal.
 */
export function primeSound(): void {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (activation?.hasBeenActive) void unlockSound();
}

function chime(): boolean {
  try {
    const sound = context();
    if (!sound) return false;
    if (sound.state === 'suspended') void sound.resume();
    const start = sound.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = sound.createOscillator();
      const gain = sound.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start + index * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, start + index * 0.18 + 0.16);
      tone.connect(gain).connect(sound.destination);
      tone.start(start + index * 0.18);
      tone.stop(start + index * 0.18 + 0.17);
    }
    return sound.state === 'running';
  } catch {
    return false;
  }
}

/** The chime's state for a component: re-renders when the browser starts or stops audio. */
export function useSoundState(): SoundState {
  return useSyncExternalStore(subscribeSound, soundState, () => 'unsupported');
}

/**
 * While the queue is open: audio starts at once if this tab was already tapped, else at the first tap
 * or key anywhere on the page (the browser allows it then), besides the "Start taking orders" button.
 */
export function useUnlockSoundOnGesture(): void {
  useEffect(() => {
    primeSound();
    const onGesture = () => {
      void unlockSound().then((state) => {
        if (state !== 'blocked') stop();
      });
    };
    // A mouse activates the page on pointerdown, a finger on pointerup, a keyboard on keydown.
    const gestures = ['pointerdown', 'pointerup', 'keydown'] as const;
    const stop = () => gestures.forEach((gesture) => document.removeEventListener(gesture, onGesture, true));
    gestures.forEach((gesture) => document.addEventListener(gesture, onGesture, true));
    return stop;
  }, []);
}

/** How often the chime repeats while a new order holds the screen. */
export const ALARM_EVERY_MS = 2500;

/**
 * Rings while `ringing` (a new order holds the screen and the console is taking orders): the chime at once,
 * then every ALARM_EVERY_MS until it stops. Silent while the browser has not allowed audio yet: no
 * AudioContext is made before a tap.
 */
export function useOrderAlarm(ringing: boolean): void {
  useEffect(() => {
    if (!ringing) return;
    const ring = () => {
      if (audio?.state === 'running') chime();
    };
    ring();
    const timer = setInterval(ring, ALARM_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing]);
}

/** Sounds the alert for a newly paid order and tells listeners. */
export function alertNewOrder(orderId: string): void {
  const sounded = chime();
  window.dispatchEvent(new CustomEvent<NewOrderAlertDetail>(NEW_ORDER_ALERT_EVENT, { detail: { orderId, sounded } }));
}

/** The count of orders waiting, on the installed app's icon (Badging API, where the browser has it). */
export function showAppBadge(count: number): void {
  const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  if (count > 0) void nav.setAppBadge?.(count).catch(() => undefined);
  else void nav.clearAppBadge?.().catch(() => undefined);
}
