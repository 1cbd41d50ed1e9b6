/**
 * The words of the console's order takeover and its "Start taking orders" control (issue 36.4), in one
 * place so the tests quote them exactly.
 */
export const TAKING_ORDERS_TEXT = {
  start: 'Start taking orders',
  idle: 'Tap it once on the phone or computer at the counter: new orders then ring until someone taps “Seen”, and the screen stays on while this page is open.',
  takingAwake: 'Taking orders: new orders ring until someone taps “Seen”, and this screen stays on.',
  takingNoWakeLock:
    'Taking orders: new orders ring until someone taps “Seen”. This browser cannot keep the screen on by itself, so set the phone’s screen to stay on (or keep it plugged in) while you take orders.',
  takingWakeRefused:
    'Taking orders: new orders ring until someone taps “Seen”. The screen could not be kept on just now (battery saver?); it is asked again when you come back to this page.',
  takingNoSound: 'Taking orders, but this browser cannot play sounds: keep an eye on the screen.',
  takeoverTitle: 'New order',
  seen: 'Seen',
  /** "1 of 3": where this order stands in the takeover's line, when more than one waits. */
  position: (index: number, count: number) => `${index} of ${count} new orders`,
  seenFailed: 'Could not save “Seen” just now: the order is shown again so it is not missed. Please tap “Seen” once more.',
  call: (phone: string) => `Call ${phone}`,
  whatsApp: 'WhatsApp',
  emptyRinging: 'No orders waiting. New paid orders take over this screen at once, with a sound.',
  emptySilent: 'No orders waiting. New paid orders take over this screen at once.',
} as const;
