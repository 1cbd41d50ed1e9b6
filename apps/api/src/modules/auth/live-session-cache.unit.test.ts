import { describe, expect, it } from 'vitest';
import type { LiveNotice } from '../../infra/events/live-events-channel';
import type { UserRow } from '../users/users.repository';
import { LIVE_SESSION_TTL_MS, LiveSessionCache } from './live-session-cache';

function fakeHub() {
  const wakes = new Map<string, (notice: LiveNotice | undefined) => void>();
  return {
    listening: true,
    subscribeKind(kind: string, wake: (notice: LiveNotice | undefined) => void) {
      wakes.set(kind, wake);
      return () => wakes.delete(kind);
    },
    hear(topic: string | undefined) {
      for (const [kind, wake] of wakes) if (!topic || topic.startsWith(`${kind}:`)) wake(topic ? { topic } : undefined);
    },
  };
}

const row = (id: string, tokenVersion = 0) => ({ id, tokenVersion, hall: 'Bethel' }) as UserRow;

/** A read that counts how often the database was asked, answering the row it holds now. */
function database(initial: UserRow | undefined) {
  const db = { row: initial, reads: 0, read: async () => (db.reads++, db.row) };
  return db;
}

describe('kept sessions (decision 127)', () => {
  it('answers a checked account from memory until a notice names it', async () => {
    const hub = fakeHub();
    const cache = new LiveSessionCache(hub);
    const db = database(row('u1'));
    expect(await cache.live('u1', 0, db.read)).toMatchObject({ id: 'u1' });
    expect(await cache.live('u1', 0, db.read)).toMatchObject({ id: 'u1' });
    expect(db.reads).toBe(1);

    db.row = undefined; // revoked by another instance
    hub.hear('user:u1');
    expect(await cache.live('u1', 0, db.read)).toBeUndefined();
    expect(db.reads).toBe(2);
  });

  it("forgets on an account notice, on the writer's own word, and everything when the listener comes back", async () => {
    const hub = fakeHub();
    const cache = new LiveSessionCache(hub);
    const a = database(row('a'));
    const b = database(row('b'));
    await cache.live('a', 0, a.read);
    await cache.live('b', 0, b.read);
    hub.hear('account:a');
    await cache.live('a', 0, a.read);
    expect([a.reads, b.reads]).toEqual([2, 1]);
    cache.forget('b');
    await cache.live('b', 0, b.read);
    expect(b.reads).toBe(2);
    hub.hear(undefined);
    await cache.live('a', 0, a.read);
    await cache.live('b', 0, b.read);
    expect([a.reads, b.reads]).toEqual([3, 3]);
  });

  it('keeps nothing and answers nothing from memory while the listening connection is down', async () => {
    const hub = fakeHub();
    const cache = new LiveSessionCache(hub);
    const db = database(row('u1'));
    await cache.live('u1', 0, db.read);
    hub.listening = false;
    await cache.live('u1', 0, db.read);
    await cache.live('u1', 0, db.read);
    expect(db.reads).toBe(3);
    hub.listening = true;
    await cache.live('u1', 0, db.read);
    await cache.live('u1', 0, db.read);
    expect(db.reads).toBe(4);
  });

  it('does not keep a read that a notice overtook (it may be older than the change)', async () => {
    const hub = fakeHub();
    const cache = new LiveSessionCache(hub);
    let reads = 0;
    const slowOldRead = async () => {
      reads++;
      hub.hear('user:u1'); // the change commits and its notice arrives while this read is on its way
      return row('u1');
    };
    await cache.live('u1', 0, slowOldRead);
    await cache.live('u1', 0, slowOldRead);
    expect(reads).toBe(2);
  });

  it('asks the database for a token of another version, and again after the time limit', async () => {
    const hub = fakeHub();
    let now = 0;
    const cache = new LiveSessionCache(hub, () => now);
    const db = database(row('u1', 3));
    await cache.live('u1', 3, db.read);
    await cache.live('u1', 2, async () => (db.reads++, undefined));
    expect(db.reads).toBe(2);
    now = LIVE_SESSION_TTL_MS;
    await cache.live('u1', 3, db.read);
    expect(db.reads).toBe(3);
  });
});
