import { describe, expect, it } from 'vitest';
import { parseEventBlocks } from './order-stream';

const event = { id: '7', orderId: 'CM-00000000AB', partId: 'p1', status: 'accepted', reason: null, at: '2026-11-23T10:00:00.000Z' };

describe('parseEventBlocks', () => {
  it('reads complete frames, skips heartbeats and the retry line, and keeps a partial frame for later', () => {
    const text = `retry: 2000\n\n: heartbeat\n\nid: 7\nevent: status\ndata: ${JSON.stringify(event)}\n\nid: 8\nevent: sta`;
    const { events, rest } = parseEventBlocks(text);
    expect(events).toEqual([event]);
    expect(rest).toBe('id: 8\nevent: sta');
  });

  it('skips a frame whose data is not JSON', () => {
    expect(parseEventBlocks('data: {oops\n\n').events).toEqual([]);
  });
});
