import type { Database, Transaction } from '../../db/client';
import { notifyCatalogChange } from './live-events-channel';

/** Names a shop whose catalog the running write changes: every instance hears of it once the write commits. */
export type CatalogChanged = (shopId: string) => Promise<void>;

/**
 * The catalog's writes (the shop console's, the operator's, a review's): `write` runs the work in one transaction
 * and hands it `changed`, which notifies every instance inside that transaction (delivered only on commit; decisions
 * 060, 090); once the transaction has committed it drops this instance's catalog too, so the writer reads its own
 * change at once instead of waiting for its own notification to come back. It lives beside the channel, so a module
 * that changes what the catalog shows says so without importing the catalog.
 */
export class CatalogWriter {
  constructor(
    private readonly db: Database,
    private readonly catalog: { invalidate(): void },
  ) {}

  async write<T>(work: (tx: Transaction, changed: CatalogChanged) => Promise<T>): Promise<T> {
    const value = await this.db.transaction((tx) => work(tx, (shopId) => notifyCatalogChange(tx, shopId)));
    this.catalog.invalidate();
    return value;
  }
}
