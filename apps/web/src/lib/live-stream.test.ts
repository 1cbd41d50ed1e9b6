import { describe, expect, it } from 'vitest';
import { parseSseBlocks } from './live-stream';

const event = { id: '7', orderId: 'CM-00000000AB', partId: 'p1', status: 'accepted', reason: null, at: '2026-11-23T10:00:00.000Z' };

describe('parseSseBlocks', () => {
  it('reads complete frames, skips heartbeats, reads the retry line, and keeps a partial frame for later', () => {
    const text = `retry: 2000\n\n: heartbeat\n\nid: 7\nevent: status\ndata: ${JSON.stringify(event)}\n\nid: 8\nevent: sta`;
    const { blocks, rest } = parseSseBlocks(text);
    expect(blocks).toEqual([{ retry: 2000 }, { event }]);
    expect(rest).toBe('id: 8\nevent: sta');
  });

  it('skips a frame whose data is not JSON', () => {
    expect(parseSseBlocks('data: {oops\n\n').blocks).toEqual([]);
  });
});
