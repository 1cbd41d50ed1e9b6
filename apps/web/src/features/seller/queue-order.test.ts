import { describe, expect, it } from 'vitest';
import type { SellerPart } from '@campus/contract';
import { laterParts, newestFirst, newParts, unseenNew } from './queue-order';

const part = (id: string, paidAt: string, over: Partial<SellerPart> = {}): SellerPart => ({
  id,
  orderId: `CM-${id}`,
  status: 'paid',
  reason: null,
  readyInMinutes: null,
  paidAt,
  updatedAt: paidAt,
  customerName: 'Ada',
  hall: 'Queen Esther',
  room: '',
  note: '',
  itemsSubtotal: 1000,
  delivery: 200,
  items: [],
  seenAt: null,
  ...over,
});

describe('the queue’s order', () => {
  it('lists New newest paid first', () => {
    const parts = [part('a', '2026-11-27T10:00:00Z'), part('c', '2026-11-27T10:02:00Z'), part('b', '2026-11-27T10:01:00Z')];
    expect(newestFirst(parts).map((p) => p.id)).toEqual(['c', 'b', 'a']);
  });

  it('takes over for paid parts nobody has seen, here or elsewhere, oldest first', () => {
    const parts = [
      part('a', '2026-11-27T10:00:00Z'),
      part('b', '2026-11-27T10:01:00Z', { seenAt: '2026-11-27T10:01:05Z' }),
      part('c', '2026-11-27T10:02:00Z', { status: 'accepted' }),
      part('d', '2026-11-27T10:03:00Z'),
      part('e', '2026-11-27T10:04:00Z'),
    ];
    expect(unseenNew(parts, new Set(['d'])).map((p) => p.id)).toEqual(['a', 'e']);
  });
});

describe('orders for later in the queue (issue 38 item 4)', () => {
  const now = Date.parse('2026-11-28T10:00:00Z');
  const parts = [
    part('asap', '2026-11-28T09:58:00Z'),
    part('lunch', '2026-11-28T08:00:00Z', { slotAt: '2026-11-28T12:00:00Z', newAt: '2026-11-28T11:40:00Z' }),
    part('soon', '2026-11-28T08:30:00Z', { slotAt: '2026-11-28T10:30:00Z', newAt: '2026-11-28T10:10:00Z' }),
    part('due', '2026-11-28T07:00:00Z', { slotAt: '2026-11-28T10:15:00Z', newAt: '2026-11-28T09:55:00Z' }),
  ];

  it('keeps a part under Later, soonest first, until its time, then shows it in New and takes over for it', () => {
    expect(laterParts(parts, now).map((p) => p.id)).toEqual(['soon', 'lunch']);
    expect(newParts(parts, now).map((p) => p.id)).toEqual(['asap', 'due']);
    expect(unseenNew(parts, new Set(), now).map((p) => p.id)).toEqual(['due', 'asap']);
    const later = Date.parse('2026-11-28T10:10:00Z');
    expect(laterParts(parts, later).map((p) => p.id)).toEqual(['lunch']);
    expect(newParts(parts, later).map((p) => p.id)).toContain('soon');
  });

  it('an accepted part for later is in progress, not under Later', () => {
    expect(laterParts([{ ...parts[1]!, status: 'accepted' }], now)).toEqual([]);
  });
});
