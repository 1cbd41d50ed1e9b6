import pg from 'pg';

interface Subscription {
  onPayload: (payload: string) => void;
  onReconnect?: () => void;
}

/** Delay before the n-th reconnect attempt in a row: 0.5 s, 1 s, 2 s, then every 5 s until the server is back. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(500 * 2 ** Math.max(0, attempt - 1), 5000);
}

/**
 * The instance's one LISTEN connection on PostgreSQL (decisions 030 and 045): a `pg.Client` of its
 * own (a pooled connection would be handed to queries), shared by every channel (order events, the
 * catalog's, …). When the server ends it (a restart, a failover, pg_terminate_backend) it reconnects
 * with a growing delay for as long as it takes, LISTENs on every channel again and tells each
 * subscriber, which then reads what it may have missed: a NOTIFY sent while no one listened is lost.
 */
export class PgListener {
  private readonly channels = new Map<string, Set<Subscription>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private stopped = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string,
    private readonly onLost: (error: Error) => void,
  ) {}

  /** Whether the connection is up and listening (the readiness check). */
  get connected(): boolean {
    return this.client !== undefined;
  }

  /** LISTENs on `channel`; the first call opens the connection and fails if it cannot. */
  async listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    const subscription: Subscription = { onPayload, ...(onReconnect ? { onReconnect } : {}) };
    let set = this.channels.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(subscription);
    this.stopped = false;
    try {
      if (!this.client) await (this.connecting ??= this.connect());
      else if (isNew) await this.client.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      set.delete(subscription);
      if (set.size === 0) this.channels.delete(channel);
      throw error;
    }
    return async () => {
      set.delete(subscription);
      if (set.size > 0) return;
      this.channels.delete(channel);
      if (this.channels.size === 0) await this.close();
      else await this.client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const next = new pg.Client({ connectionString: this.url });
    let lost = false;
    const onGone = (error: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === next) this.client = undefined;
      next.end().catch(() => undefined);
      if (this.stopped) return;
      this.onLost(error);
      this.scheduleReconnect();
    };
    next.on('notification', (message) => {
      for (const subscription of this.channels.get(message.channel) ?? []) subscription.onPayload(message.payload ?? '');
    });
    next.on('error', onGone);
    next.on('end', () => onGone(new Error('the listening connection ended')));
    try {
      await next.connect();
      for (const channel of this.channels.keys()) await next.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => undefined);
      throw error;
    } finally {
      this.connecting = undefined;
    }
    if (this.stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    this.client = next;
  }

  private scheduleReconnect(): void {
    this.failures += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.stopped) return;
      (this.connecting ??= this.connect()).then(
        () => {
          this.failures = 0;
          for (const set of this.channels.values()) for (const subscription of set) subscription.onReconnect?.();
        },
        (error: unknown) => {
          this.onLost(error instanceof Error ? error : new Error(String(error)));
          this.scheduleReconnect();
        },
      );
    }, reconnectDelayMs(this.failures));
    this.timer.unref();
  }
}

function quote(channel: string): string {
  return `"${channel.replace(/"/g, '""')}"`;
}
