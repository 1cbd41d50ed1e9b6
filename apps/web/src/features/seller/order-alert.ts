/**
 * The new-order alert of the live queue (issue 20): a short two-tone chime, and a window event that
 * anything may listen to (the e2e journey counts it). The chime needs the page to have been touched
 * once (browsers' autoplay rule); the event goes out either way.
 */
export const NEW_ORDER_ALERT_EVENT = 'campus:new-order-alert';

export interface NewOrderAlertDetail {
  orderId: string;
  /** Whether the chime could play. */
  sounded: boolean;
}

let audio: AudioContext | undefined;

function chime(): boolean {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return false;
  try {
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start + index * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, start + index * 0.18 + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + index * 0.18);
      tone.stop(start + index * 0.18 + 0.17);
    }
    return audio.state === 'running';
  } catch {
    return false;
  }
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
