import { useCallback, useEffect, useState } from 'react';

/** mm:ss of a number of seconds (§4: the countdown is shown as mm:ss). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** Seconds left until a deadline `seconds` from now, ticking each second; `restart(n)` sets a new one n seconds away (default `seconds`). */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [deadline]);

  const restart = useCallback((duration: number = seconds) => setDeadline(Date.now() + duration * 1000), [seconds]);
  return { left, restart };
}
