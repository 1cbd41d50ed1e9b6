import { describe, expect, it, vi } from 'vitest';
import { LiveEventsHub } from './live-events-hub';
import { LIVE_EVENTS_CHANNEL, parseNotice } from './live-events-channel';

/** A database whose one listener the test drives: `notify` delivers a payload, `reconnect` the resync. */
function fakeDatabase() {
  let deliver: ((payload: string) => void) | undefined;
  let resync: (() => void) | undefined;
  const channels: string[] = [];
  return {
    channels,
    listen: vi.fn(async (channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) => {
      channels.push(channel);
      deliver = onPayload;
      resync = onReconnect;
      return async () => {
        deliver = undefined;
      };
    }),
    listening: () => deliver !== undefined,
    notify: (payload: string) => deliver?.(payload),
    reconnect: () => resync?.(),
  };
}

const log = { warn: vi.fn() };

describe('the live-events hub (decision 090)', () => {
  it('listens once on the one channel and wakes only the subscribers of the notice’s topic', async () => {
    const database = fakeDatabase();
    const hub = new LiveEventsHub(database, log);
    await hub.start();
    await hub.start();
    expect(database.channels).toEqual([LIVE_EVENTS_CHANNEL]);
    const order = vi.fn();
    const shop = vi.fn();
    const unsubscribe = hub.subscribe('order:o1', order);
    hub.subscribe('shop:s1', shop);
    database.notify(JSON.stringify({ topic: 'order:o1', id: 7 }));
    database.notify('not json');
    expect(order).toHaveBeenCalledWith({ topic: 'order:o1', id: 7 });
    expect(shop).not.toHaveBeenCalled();
    unsubscribe();
    database.notify(JSON.stringify({ topic: 'order:o1', id: 8 }));
    expect(order).toHaveBeenCalledTimes(1);
  });

  it('wakes a kind’s subscribers for every topic of that kind, and after a reconnect (push dispatch, decision 096)', async () => {
    const database = fakeDatabase();
    const hub = new LiveEventsHub(database, log);
    await hub.start();
    const shops = vi.fn();
    const off = hub.subscribeKind('shop', shops);
    database.notify(JSON.stringify({ topic: 'shop:s1', id: 1 }));
    database.notify(JSON.stringify({ topic: 'shop:s2', id: 2 }));
    database.notify(JSON.stringify({ topic: 'order:o1', id: 3 }));
    database.notify(JSON.stringify({ topic: 'catalog' }));
    expect(shops.mock.calls).toEqual([[{ topic: 'shop:s1', id: 1 }], [{ topic: 'shop:s2', id: 2 }]]);
    database.reconnect();
    expect(shops).toHaveBeenLastCalledWith(undefined);
    off();
    database.notify(JSON.stringify({ topic: 'shop:s1', id: 4 }));
    expect(shops).toHaveBeenCalledTimes(3);
  });

  it('wakes every subscriber without a notice after the listening connection came back', async () => {
    const database = fakeDatabase();
    const hub = new LiveEventsHub(database, log);
    await hub.start();
    const a = vi.fn();
    const b = vi.fn();
    hub.subscribe('order:o1', a);
    hub.subscribe('account:u1', b);
    database.reconnect();
    expect(a).toHaveBeenCalledWith(undefined);
    expect(b).toHaveBeenCalledWith(undefined);
  });

  it('a failing subscriber does not keep the others from hearing', async () => {
    const database = fakeDatabase();
    const hub = new LiveEventsHub(database, log);
    await hub.start();
    const after = vi.fn();
    hub.subscribe('shop:s1', () => {
      throw new Error('boom');
    });
    hub.subscribe('shop:s1', after);
    database.notify(JSON.stringify({ topic: 'shop:s1' }));
    expect(after).toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalled();
  });

  it('counts open streams per topic kind (the metrics gauge) and ends them all on stop', async () => {
    const database = fakeDatabase();
    const hub = new LiveEventsHub(database, log);
    await hub.start();
    const closes = [vi.fn(), vi.fn(), vi.fn()];
    hub.track('order', closes[0]!);
    const untrack = hub.track('order', closes[1]!);
    hub.track('shop', closes[2]!);
    expect(hub.connectionCounts()).toEqual({ order: 2, shop: 1 });
    untrack();
    expect(hub.connections('order')).toBe(1);
    expect(hub.listening).toBe(true);
    await hub.stop();
    expect(closes.map((close) => close.mock.calls.length)).toEqual([1, 0, 1]);
    expect(hub.connections('order')).toBe(0);
    expect(hub.listening).toBe(false);
  });
});

describe('parseNotice', () => {
  it('reads a topic with an optional numeric or string id, and nothing else', () => {
    expect(parseNotice('{"topic":"order:o1","id":3}')).toEqual({ topic: 'order:o1', id: 3 });
    expect(parseNotice('{"topic":"account:u1"}')).toEqual({ topic: 'account:u1' });
    expect(parseNotice('{"topic":"catalog","id":"shop-1"}')).toEqual({ topic: 'catalog', id: 'shop-1' });
    for (const bad of [undefined, '', 'x', '{}', '{"topic":""}', '{"topic":1}', '{"topic":"a","id":{}}', '{"topic":"a","id":1.5}'])
      expect(parseNotice(bad)).toBeNull();
  });
});
