import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { ORDER_EVENTS_CHANNEL, parseNotice } from '../events/order-events-channel';

type Wake = () => void;

/**
 * The shop console's live queue (issue 20, decision 055): the same `order_events` notifications the
 * shopper's streams hear (decision 030), fanned out by shop. A notification names the order and
 * the event; while this instance has shop streams open, one indexed read finds the event's shop and
 * wakes that shop's streams, which then read their own events after their cursor. It listens from
 * the first stream on, so an instance that serves no console holds no listener.
 */
export class ShopEventsHub {
  private readonly byShop = new Map<string, Set<Wake>>();
  private readonly closers = new Set<() => void>();
  private starting: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'listen'>,
    private readonly shopOfEvent: (eventId: number) => Promise<string | undefined>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Listens once (later calls wait for the same start); a stream awaits it before its first read. */
  start(): Promise<void> {
    this.starting ??= this.database
      .listen(
        ORDER_EVENTS_CHANNEL,
        (payload) => this.onNotice(payload),
        // Back after a lost connection (decision 045): notifications sent meanwhile are gone, so every
        // shop's streams read what they missed, each from its own cursor.
        () => this.wakeAll(),
      )
      .then((unlisten) => {
        this.unlisten = unlisten;
      })
      .catch((error: unknown) => {
        this.starting = undefined;
        throw error;
      });
    return this.starting;
  }

  private onNotice(payload: string): void {
    const notice = parseNotice(payload);
    if (!notice || this.byShop.size === 0) return;
    this.shopOfEvent(notice.id).then(
      (shopId) => {
        for (const wake of (shopId && this.byShop.get(shopId)) || []) wake();
      },
      (error: unknown) => this.log.warn({ err: error }, 'the shop of an order event could not be read'),
    );
  }

  private wakeAll(): void {
    for (const set of this.byShop.values()) for (const wake of [...set]) wake();
  }

  /** Calls `wake` on every change of the shop's parts; returns the unsubscribe. */
  subscribe(shopId: string, wake: Wake): () => void {
    const set = this.byShop.get(shopId) ?? new Set();
    set.add(wake);
    this.byShop.set(shopId, set);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.byShop.delete(shopId);
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
    await this.starting?.catch(() => undefined);
    this.starting = undefined;
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
  }
}
