import { useEffect, useState } from 'react';

/**
 * Whether the console keeps the screen on (Screen Wake Lock API): `on`; `off` while not asked; `refused`
 * when the browser said no (battery saver, a hidden tab); `unsupported` where the API is missing.
 */
export type ScreenAwake = 'on' | 'off' | 'refused' | 'unsupported';

interface WakeLockSentinelLike extends EventTarget {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

function wakeLockApi(): WakeLockLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
}

/**
 * Keeps the screen on while `active` (the console is taking orders and its queue is open): asked at once,
 * asked again whenever the tab becomes visible (the browser drops the lock when it is hidden), given back
 * when `active` ends or the page leaves.
 */
export function useScreenAwake(active: boolean): ScreenAwake {
  // What the browser last answered while active; shown only while active.
  const [state, setState] = useState<'on' | 'off' | 'refused'>('off');
  const supported = wakeLockApi() !== undefined;
  useEffect(() => {
    const api = wakeLockApi();
    if (!api || !active) return;
    let sentinel: WakeLockSentinelLike | undefined;
    let stopped = false;
    const onRelease = () => {
      if (!stopped) setState('off');
    };
    const acquire = async () => {
      if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await api.request('screen');
        if (stopped) return void lock.release().catch(() => undefined);
        sentinel = lock;
        lock.addEventListener('release', onRelease);
        setState('on');
      } catch {
        if (!stopped) setState('refused');
      }
    };
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    void acquire();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      sentinel?.removeEventListener('release', onRelease);
      void sentinel?.release().catch(() => undefined);
      setState('off');
    };
  }, [active]);
  if (!supported) return 'unsupported';
  return active ? state : 'off';
}
