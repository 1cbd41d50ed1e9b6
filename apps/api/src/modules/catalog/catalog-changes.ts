import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client';
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
