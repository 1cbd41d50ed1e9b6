import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Executor, Transaction } from '../../db/client';
import type { CatalogService } from './catalog.service';

/**
 * Catalog changes reach every instance (issue 20 item 6, decision 060): a write of the shop console
 * sends NOTIFY on this channel inside its transaction (delivered only on commit), and each instance's
 * one LISTEN drops its in-process index, cached bytes and ETags, so its next read is fresh.
 */
export const CATALOG_CHANGES_CHANNEL = 'catalog_changes';

/** Inside the writing transaction: the payload names the shop (for the log); listeners drop the whole index. */
export async function notifyCatalogChange(tx: Executor, shopId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANGES_CHANNEL}, ${shopId})`);
}

/** Names a shop whose catalog the running write changes: every instance hears of it once the write commits. */
export type CatalogChanged = (shopId: string) => Promise<void>;

/**
 * The catalog's writes (the shop console's and the operator's): `write` runs the work in one transaction and
 * hands it `changed`, which notifies every instance inside that transaction (delivered only on commit); once
 * the transaction has committed it drops this instance's catalog too, so the writer reads its own change at
 * once instead of waiting for its own notification to come back.
 */
export class CatalogWriter {
  constructor(
    private readonly db: Database,
    private readonly catalog: Pick<CatalogService, 'invalidate'>,
  ) {}

  async write<T>(work: (tx: Transaction, changed: CatalogChanged) => Promise<T>): Promise<T> {
    const value = await this.db.transaction((tx) => work(tx, (shopId) => notifyCatalogChange(tx, shopId)));
    this.catalog.invalidate();
    return value;
  }
}

/** One LISTEN per instance that invalidates its catalog on every notification and every reconnect; `stop` ends it. */
export class CatalogChangesListener {
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'listen'>,
    private readonly catalog: Pick<CatalogService, 'invalidate'>,
  ) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    const invalidate = () => this.catalog.invalidate();
    // After the listening connection comes back (decision 045), a change notified while it was down
    // was never delivered: drop everything, as for a notification.
    this.unlisten = await this.database.listen(CATALOG_CHANGES_CHANNEL, invalidate, invalidate);
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
  }
}
