import { useEffect, useState } from 'react';
import { ACCEPTANCE_MESSAGES, marketClockTime, minutesLeft } from '@campus/contract';

/** How often the minutes left are recounted: often enough that "1 minute left" turns over on time. */
const TICK_MS = 5_000;

/**
 * While a part waits for its shop (issue 36 item 3): until when the shop may accept, and the minutes
 * left, recounted every few seconds. At the deadline the server cancels and refunds the part; the
 * live stream then replaces this with the outcome.
 */
export function AcceptanceCountdown({ acceptBy }: { acceptBy: string }) {
  const deadline = new Date(acceptBy);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const over = now >= deadline;
  return (
    <div
      role="timer"
      data-testid="acceptance-countdown"
      className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <p className="font-semibold">{ACCEPTANCE_MESSAGES.countdown(marketClockTime(deadline))}</p>
      <p className="text-amber-900">{over ? ACCEPTANCE_MESSAGES.timeUp : ACCEPTANCE_MESSAGES.minutesLeft(minutesLeft(deadline, now))}</p>
    </div>
  );
}
