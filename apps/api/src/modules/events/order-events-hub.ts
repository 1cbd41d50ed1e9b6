import type { DatabaseHandle } from '../../db/client';
import { ORDER_EVENTS_CHANNEL, parseNotice } from './order-events-channel';

type Subscriber = (eventId: number) => void;

/**
 * One LISTEN per instance (decision 030), fanned out to this instance's SSE streams by order id.
 * A change committed by any instance reaches the shoppers connected to every instance.
 */
export class OrderEventsHub {
  private readonly byOrder = new Map<string, Set<Subscriber>>();
  private readonly closers = new Set<() => void>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Pick<DatabaseHandle, 'listen'> & Partial<Pick<DatabaseHandle, 'listening'>>) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.database.listen(
      ORDER_EVENTS_CHANNEL,
      (payload) => {
        const notice = parseNotice(payload);
        if (!notice) return;
        for (const subscriber of this.byOrder.get(notice.orderId) ?? []) subscriber(notice.id);
      },
      // Back after a lost connection (decision 045): notifications sent meanwhile are gone, so every
      // stream reads what it missed; a stream reads from its own cursor, so nothing is sent twice.
      () => this.wakeAll(),
    );
  }

  /** Whether this instance hears notifications (readiness): started and its listening connection up. */
  get listening(): boolean {
    return this.unlisten !== undefined && (this.database.listening?.() ?? true);
  }

  private wakeAll(): void {
    for (const set of this.byOrder.values()) for (const subscriber of [...set]) subscriber(0);
  }

  /** Calls `subscriber` for every event of the order (by its internal id); returns the unsubscribe. */
  subscribe(orderId: string, subscriber: Subscriber): () => void {
    const set = this.byOrder.get(orderId) ?? new Set();
    set.add(subscriber);
    this.byOrder.set(orderId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.byOrder.delete(orderId);
    };
  }

  /** Streams register how to end them, so that closing the server does not wait on open streams. */
  track(close: () => void): () => void {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  get connections(): number {
    return this.closers.size;
  }

  async stop(): Promise<void> {
    for (const close of [...this.closers]) close();
    this.closers.clear();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
  }
}
