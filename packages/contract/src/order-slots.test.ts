import { describe, expect, it } from 'vitest';
import { countdownLabel, slotDateLabel, entersNewAt, onSlotGrid, slotChoices, slotLabel, slotProblem, type SlotShop } from './order-slots';
import { emptyOpeningHours, type OpeningHours } from './shop-hours';

// Saturday 28 November 2026, 09:00 in Lagos (UTC+1, no summer time).
const now = new Date('2026-11-28T08:00:00Z');
const lagos = (iso: string) => new Date(`${iso}+01:00`);

function shop(overrides: Partial<SlotShop> = {}, hours: OpeningHours | null = emptyOpeningHours()): SlotShop {
  return { name: "Mama's Kitchen", prepMinutes: 20, hours: { isOpen: true, openingHours: hours, timezone: 'Africa/Lagos' }, ...overrides };
}

const lunch = { ...emptyOpeningHours(), sat: [{ open: '11:00', close: '15:00' }], sun: [{ open: '12:00', close: '14:00' }] };

describe('orders for later: slots (issue 38 item 4)', () => {
  it('accepts a quarter-hour slot inside the hours, later today or tomorrow', () => {
    expect(slotProblem(lagos('2026-11-28T13:00:00'), [shop({}, lunch)], now)).toBeNull();
    expect(slotProblem(lagos('2026-11-29T12:45:00'), [shop({}, lunch)], now)).toBeNull();
  });

  it('refuses a time off the 15-minute grid', () => {
    expect(onSlotGrid(lagos('2026-11-28T13:10:00'))).toBe(false);
    expect(onSlotGrid(new Date(lagos('2026-11-28T13:15:00').getTime() + 1000))).toBe(false);
    expect(slotProblem(lagos('2026-11-28T13:10:00'), [shop({}, lunch)], now)).toMatch(/quarter hour/);
  });

  it('refuses a time outside any shop’s hours, naming that shop, and on a closed day', () => {
    const other = shop({ name: 'Suya Spot' }, { ...emptyOpeningHours(), sat: [{ open: '18:00', close: '22:00' }] });
    expect(slotProblem(lagos('2026-11-28T13:00:00'), [shop({}, lunch), other], now)).toBe(
      'Suya Spot is not open at Today 13:00: choose a time within its opening hours',
    );
    // The closing time itself is outside (the shop sells until then).
    expect(slotProblem(lagos('2026-11-28T15:00:00'), [shop({}, lunch)], now)).toMatch(/Mama's Kitchen is not open/);
    // Sunday is open 12–14 only; Monday is not tomorrow.
    expect(slotProblem(lagos('2026-11-29T15:00:00'), [shop({}, lunch)], now)).toMatch(/not open at Tomorrow 15:00/);
    expect(slotProblem(lagos('2026-11-30T12:00:00'), [shop({}, lunch)], now)).toBe('Choose a delivery time later today or tomorrow');
  });

  it('hours across midnight: 18:00–24:00 and the next day from 00:00 take 23:45 and 00:30', () => {
    const night = { ...emptyOpeningHours(), sat: [{ open: '18:00', close: '24:00' }], sun: [{ open: '00:00', close: '02:00' }] };
    expect(slotProblem(lagos('2026-11-28T23:45:00'), [shop({}, night)], now)).toBeNull();
    expect(slotProblem(lagos('2026-11-29T00:30:00'), [shop({}, night)], now)).toBeNull();
    expect(slotProblem(lagos('2026-11-29T02:00:00'), [shop({}, night)], now)).toMatch(/not open/);
  });

  it('needs at least the shop’s typical time ahead', () => {
    const open = shop({ prepMinutes: 45 }, null);
    expect(slotProblem(lagos('2026-11-28T09:30:00'), [open], now)).toBe(
      "Mama's Kitchen needs about 45 min to get an order ready: choose 09:45 or later",
    );
    expect(slotProblem(lagos('2026-11-28T09:45:00'), [open], now)).toBeNull();
  });

  it('a switched-off shop, or one paused past the slot, takes no slot', () => {
    const off = shop({}, lunch);
    off.hours = { ...off.hours, isOpen: false };
    expect(slotProblem(lagos('2026-11-28T13:00:00'), [off], now)).toMatch(/not open/);
    const paused = shop({}, lunch);
    paused.hours = { ...paused.hours, pausedUntil: lagos('2026-11-28T13:30:00').toISOString(), pauseReason: 'Gas' };
    expect(slotProblem(lagos('2026-11-28T13:00:00'), [paused], now)).toMatch(/not open/);
    expect(slotProblem(lagos('2026-11-28T13:30:00'), [paused], now)).toBeNull();
  });

  it('lists every slot today and tomorrow inside everyone’s hours, in Lagos time', () => {
    const choices = slotChoices([shop({}, lunch)], now);
    // Saturday 11:00–14:45 (16 slots) and Sunday 12:00–13:45 (8 slots).
    expect(choices).toHaveLength(24);
    expect(slotLabel(choices[0] as Date, now)).toBe('Today 11:00');
    expect(slotLabel(choices.at(-1) as Date, now)).toBe('Tomorrow 13:45');
    for (const at of choices) expect(slotProblem(at, [shop({}, lunch)], now)).toBeNull();
  });

  it('late in the evening, "today" and "tomorrow" are Lagos days, not UTC ones', () => {
    const late = new Date('2026-11-28T22:30:00Z'); // 23:30 Saturday in Lagos
    const always = shop(
      { prepMinutes: 10 },
      { ...emptyOpeningHours(), sat: [{ open: '00:00', close: '24:00' }], sun: [{ open: '00:00', close: '24:00' }] },
    );
    const choices = slotChoices([always], late);
    expect(slotLabel(choices[0] as Date, late)).toBe('Today 23:45');
    expect(slotLabel(choices[1] as Date, late)).toBe('Tomorrow 00:00');
    expect(slotLabel(choices.at(-1) as Date, late)).toBe('Tomorrow 23:45');
  });

  it('a part enters New its preparation time before the slot, counted down in the console', () => {
    expect(entersNewAt(lagos('2026-11-28T13:00:00'), 20)).toEqual(lagos('2026-11-28T12:40:00'));
    expect(countdownLabel(lagos('2026-11-28T12:40:00'), now)).toBe('In 3 h 40 min');
    expect(countdownLabel(lagos('2026-11-28T09:05:00'), now)).toBe('In 5 min');
    expect(countdownLabel(now, now)).toBe('Now');
    expect(slotDateLabel(lagos('2026-11-29T00:30:00'))).toBe('Sun 29 Nov, 00:30');
  });
});
