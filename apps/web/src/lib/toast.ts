import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner on the first load (decision 039): sonner is ~9 kB gzipped of every route's
 * first script, yet a toast only ever follows something the shopper did. The library loads after the
 * first paint (see components/lazy-toaster.tsx) or at the first toast, whichever comes first; a toast
 * asked for before the toaster is on the page waits for it, so none is lost.
 */
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));

/** Loads sonner once (the lazy toaster and every toast share the one import). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Called by the lazy toaster once sonner's Toaster listens: toasts asked for earlier go out now. */
export function toasterMounted(): void {
  markReady();
}

let asked = false;
let wantToaster: () => void = () => {};

/** The lazy toaster asks to hear of the first toast, to mount at once rather than at idle time. */
export function onFirstToast(listener: () => void): void {
  wantToaster = listener;
  if (asked) listener();
}

function show(kind: 'success' | 'error' | 'warning' | 'message', message: string, options?: ExternalToast): void {
  asked = true;
  wantToaster();
  void Promise.all([loadSonner(), toasterReady]).then(([{ toast: sonnerToast }]) => {
    if (kind === 'message') sonnerToast(message, options);
    else sonnerToast[kind](message, options);
  });
}

/** The same calls as sonner's `toast`, for the ones this app makes. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  message: (message: string, options?: ExternalToast) => show('message', message, options),
};
