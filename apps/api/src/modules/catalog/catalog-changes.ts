import { CATALOG_TOPIC } from '../../infra/events/live-events-channel';
import type { LiveEventsHub } from '../../infra/events/live-events-hub';
import type { CatalogService } from './catalog.service';

/**
 * Catalog changes reach every instance (issue 20 item 6, decisions 060, 090): a write of the shop console
 * sends the `catalog` topic on the one live-events channel inside its transaction (`notifyCatalogChange`,
 * beside the channel, so any module's write can say so without importing the catalog), and each instance's
 * hub drops its in-process index, cached bytes and ETags, so its next read is fresh. The writes go through
 * `infra/events/catalog-writer.ts`.
 */

/** Drops this instance's catalog on every `catalog` notice and every reconnect of the hub; `stop` ends it. */
export class CatalogChangesListener {
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly hub: Pick<LiveEventsHub, 'subscribe'>,
    private readonly catalog: Pick<CatalogService, 'invalidate'>,
  ) {}

  start(): void {
    // After the listening connection comes back (decision 045) the hub wakes every topic without a notice:
    // a change notified while it was down was never delivered, so drop everything, as for a notice.
    this.unsubscribe ??= this.hub.subscribe(CATALOG_TOPIC, () => this.catalog.invalidate());
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
