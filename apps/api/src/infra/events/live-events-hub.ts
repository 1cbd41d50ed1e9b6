import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { LIVE_EVENTS_CHANNEL, parseNotice, type LiveNotice, type TopicKind } from './live-events-channel';

/**
 * Called for each notice of its topic; `undefined` after the listening connection came back
 * (decision 045): notices sent meanwhile are gone, so a subscriber catches up on its own.
 */
export type Wake = (notice: LiveNotice | undefined) => void;

/**
 * One LISTEN per instance on the one channel (decision 090), fanned out by topic to whoever
 * subscribed on this instance: SSE streams (an order, a shop's queue), the catalog cache, later push
 * dispatch. A change committed by any instance reaches the subscribers of every instance. Open
 * streams also register how to end them, so shutdown does not wait on them and so they can be counted.
 */
export class LiveEventsHub {
  private readonly byTopic = new Map<string, Set<Wake>>();
  private readonly byKind = new Map<string, Set<Wake>>();
  private readonly streams = new Map<TopicKind, Set<() => void>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'listen'> & Partial<Pick<DatabaseHandle, 'listening'>>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.database.listen(
      LIVE_EVENTS_CHANNEL,
      (payload) => {
        const notice = parseNotice(payload);
        if (!notice) return;
        this.deliver(this.byTopic.get(notice.topic), notice);
        this.deliver(this.byKind.get(notice.topic.split(':', 1)[0] ?? ''), notice);
      },
      () => {
        for (const set of this.byTopic.values()) this.deliver(set, undefined);
        for (const set of this.byKind.values()) this.deliver(set, undefined);
      },
    );
  }

  private deliver(set: Set<Wake> | undefined, notice: LiveNotice | undefined): void {
    for (const wake of [...(set ?? [])]) {
      try {
        wake(notice);
      } catch (error) {
        this.log.warn({ err: error, topic: notice?.topic }, 'a live event subscriber failed');
      }
    }
  }

  /** Whether this instance hears notifications (readiness): started and its listening connection up. */
  get listening(): boolean {
    return this.unlisten !== undefined && (this.database.listening?.() ?? true);
  }

  /** Calls `wake` for every notice of the topic heard on this instance; returns the unsubscribe. */
  subscribe(topic: string, wake: Wake): () => void {
    const set = this.byTopic.get(topic) ?? new Set();
    set.add(wake);
    this.byTopic.set(topic, set);
    return () => {
      set.delete(wake);
      if (set.size === 0 && this.byTopic.get(topic) === set) this.byTopic.delete(topic);
    };
  }

  /**
   * Calls `wake` for every notice of every topic of this kind heard on this instance (push dispatch hears
   * every shop's order events, decision 096); returns the unsubscribe.
   */
  subscribeKind(kind: TopicKind, wake: Wake): () => void {
    const set = this.byKind.get(kind) ?? new Set();
    set.add(wake);
    this.byKind.set(kind, set);
    return () => {
      set.delete(wake);
      if (set.size === 0 && this.byKind.get(kind) === set) this.byKind.delete(kind);
    };
  }

  /** An open stream of this kind and how to end it (shutdown); returns the untrack. */
  track(kind: TopicKind, close: () => void): () => void {
    const set = this.streams.get(kind) ?? new Set();
    set.add(close);
    this.streams.set(kind, set);
    return () => set.delete(close);
  }

  /** Open streams on this instance of one kind (`order`, `shop`), for metrics. */
  connections(kind: TopicKind): number {
    return this.streams.get(kind)?.size ?? 0;
  }

  /** Open streams on this instance by kind, for metrics: `{ order: 3, shop: 1 }`. */
  connectionCounts(): Partial<Record<TopicKind, number>> {
    return Object.fromEntries([...this.streams].map(([kind, set]) => [kind, set.size]));
  }

  /** Ends every open stream (each tells its client to come back soon), then stops listening. */
  async stop(): Promise<void> {
    for (const set of this.streams.values()) for (const close of [...set]) close();
    this.streams.clear();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
  }
}
