import { describe, expect, it } from 'vitest';
import { arrivalLabel, deliveryMinutesTo, medianMinutes, planLabel, typicalPrepMinutes, DELIVERY_MINUTES_DEFAULT } from './shop-times';

describe('times to plan on (issue 36 item 6)', () => {
  it('the median of an odd and an even number of parts, rounded up to whole minutes', () => {
    expect(medianMinutes([30, 10, 14, 12, 18])).toBe(14);
    expect(medianMinutes([10, 20])).toBe(15);
    expect(medianMinutes([10, 11])).toBe(11);
    expect(medianMinutes([12.2])).toBe(13);
    expect(medianMinutes([])).toBeNull();
  });

  it("fewer than 5 parts show the owner's setting; from 5 the median", () => {
    expect(typicalPrepMinutes([10, 12, 14, 18], 25)).toBe(25);
    expect(typicalPrepMinutes([10, 12, 14, 18, 30], 25)).toBe(14);
  });

  it("a hall's own delivery time, else every hall's, else the default", () => {
    const times = { '': 12, 'Queen Esther': 20 };
    expect(deliveryMinutesTo(times, 'Queen Esther')).toBe(20);
    expect(deliveryMinutesTo(times, 'Topaz')).toBe(12);
    expect(deliveryMinutesTo(times, undefined)).toBe(12);
    expect(deliveryMinutesTo({}, 'Topaz')).toBe(DELIVERY_MINUTES_DEFAULT);
  });

  it('"About 25–35 min to Queen Esther", hall-less without a hall', () => {
    expect(planLabel(14, 12, 'Queen Esther')).toBe('About 25–35 min to Queen Esther');
    expect(planLabel(14, 12)).toBe('About 25–35 min');
    expect(planLabel(1, 1)).toBe('About 5–15 min');
  });

  it('"Ready about 13:40, at Queen Esther by 13:55" in Lagos time', () => {
    expect(arrivalLabel(new Date('2026-11-25T12:40:00Z'), 15, 'Queen Esther', 'Africa/Lagos')).toBe(
      'Ready about 13:40, at Queen Esther by 13:55',
    );
    expect(arrivalLabel(new Date('2026-11-25T22:50:00Z'), 15, undefined, 'Africa/Lagos')).toBe('Ready about 23:50, with you by 00:05');
  });
});
