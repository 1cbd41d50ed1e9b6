import { describe, expect, it } from 'vitest';
import type { SellerPart } from '@campus/contract';
import { newestFirst, unseenNew } from './queue-order';

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
