import { BellRing } from 'lucide-react';
import type { SoundState } from '../order-alert';
import type { ScreenAwake } from '../screen-awake';
import { setTakingOrders } from '../taking-orders';
import { TAKING_ORDERS_TEXT } from '../taking-orders-texts';

/** The sentence beside the button: what taking orders does here, or what this browser cannot do. */
function sentence(taking: boolean, sound: SoundState, awake: ScreenAwake): string {
  if (!taking) return TAKING_ORDERS_TEXT.idle;
  if (sound === 'unsupported') return TAKING_ORDERS_TEXT.takingNoSound;
  if (awake === 'unsupported') return TAKING_ORDERS_TEXT.takingNoWakeLock;
  if (awake === 'refused') return TAKING_ORDERS_TEXT.takingWakeRefused;
  return TAKING_ORDERS_TEXT.takingAwake;
}

/**
 * "Start taking orders" (issue 36.4): one tap starts the sound (browsers allow audio only after a tap) and
 * keeps the screen on while the queue is open; tapped again, it stops both. A toggle (aria-pressed); its
 * state, the sound's and the screen's are also data attributes, since headless browsers play nothing. What
 * it says changes on its own tap, never when a press elsewhere starts the sound, so such a press never moves
 * the queue below it (decision 092).
 */
export function TakingOrdersControl({ taking, sound, awake }: { taking: boolean; sound: SoundState; awake: ScreenAwake }) {
  return (
    <div
      data-testid="taking-orders"
      data-sound={sound}
      data-wake-lock={awake}
      className={`mb-3 flex min-h-16 flex-wrap items-center gap-3 rounded-xl p-3 text-sm ring-1 ${
        taking ? 'bg-emerald-50 text-emerald-950 ring-emerald-200' : 'bg-amber-50 text-amber-950 ring-amber-200'
      }`}
    >
      <button
        type="button"
        aria-pressed={taking}
        aria-describedby="taking-orders-sentence"
        onClick={() => setTakingOrders(!taking)}
        className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-4 py-2 font-semibold text-white ${
          taking ? 'bg-emerald-800 hover:bg-emerald-900' : 'bg-amber-800 hover:bg-amber-900'
        }`}
      >
        <BellRing className="h-4 w-4" aria-hidden="true" />
        {TAKING_ORDERS_TEXT.start}
      </button>
      <p id="taking-orders-sentence" className="min-w-64 flex-1" aria-live="polite">
        {sentence(taking, sound, awake)}
      </p>
    </div>
  );
}
