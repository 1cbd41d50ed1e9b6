import { notEnoughStockMessage, SELLER_CATALOG_MESSAGES } from '@campus/contract';
import type { Database, Executor } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors/domain-errors';
import { notifyCatalogChange } from '../../infra/events/live-events-channel';
import type { StockMove, StockNeed, StockRepository } from './stock.repository';

/** A line about to be paid for, as checkout knows it. */
export interface StockLine extends StockNeed {
  title: string;
}

/**
 * Stock counts (issue 38 item 2, decision 113): units are held when a payment starts, consumed by its
 * order, released when it fails, is abandoned or turns out a duplicate, and put back when a refunded or
 * cancelled part's shop says so. Only a count crossing 0 tells the storefront (the catalog index is
 * dropped on every instance), so a checkout that leaves units costs the catalog nothing.
 */
export class StockService {
  constructor(
    private readonly db: Database,
    private readonly repository: StockRepository,
    private readonly catalog: { invalidate(): void },
    private readonly now: () => Date,
  ) {}

  /**
   * Holds every counted line's units for the payment `reference`, all or none: a line with too few left
   * refuses the whole payment (409 naming the product) and nothing is taken.
   */
  async hold(reference: string, lines: readonly StockLine[]): Promise<void> {
    const needs = mergeNeeds(lines);
    const moved = await this.db.transaction(async (tx) => {
      const moves: StockMove[] = [];
      const held: StockNeed[] = [];
      for (const need of needs) {
        const taken = await this.repository.take(need, tx);
        if (taken === 'uncounted') continue;
        if ('left' in taken) throw new ConflictError(notEnoughStockMessage(need.title, taken.left));
        moves.push(taken);
        held.push(need);
      }
      await this.repository.insertHolds(reference, held, tx);
      await this.announce(moves, tx);
      return moves;
    });
    this.afterCommit(moved);
  }

  /** The payment ended without an order (failed, abandoned, lost to a twin, a duplicate charge): its units go back, once. */
  async release(reference: string, tx?: Executor): Promise<void> {
    if (tx) {
      await this.releaseIn(reference, tx);
      return;
    }
    this.afterCommit(await this.db.transaction((inner) => this.releaseIn(reference, inner)));
  }

  /**
   * The payment's order was made (in its transaction): held units are sold. A payment released earlier
   * and paid after all takes its units again, down to 0 at most (the money is in; the order stands).
   */
  async consume(reference: string, tx: Executor): Promise<void> {
    await this.repository.moveHolds(reference, 'held', 'consumed', tx);
    const late = await this.repository.moveHolds(reference, 'released', 'consumed', tx);
    const moves: StockMove[] = [];
    for (const need of late) {
      const moved = await this.repository.takeLate(need, tx);
      if (moved) moves.push(moved);
    }
    await this.announce(moves, tx);
  }

  /** A part was refunded or cancelled (in that transaction): its counted units go back when its shop says so, once. */
  async restockPart(partId: string, tx: Executor): Promise<void> {
    const needs = await this.repository.claimPartRestock(partId, this.now(), tx);
    const moves: StockMove[] = [];
    for (const need of needs) {
      const moved = await this.repository.giveBack(need, tx);
      if (moved) moves.push(moved);
    }
    await this.announce(moves, tx);
  }

  /** The owner's count (null: not counted) for a product of their shop. */
  async setCount(
    shopId: string,
    productId: string,
    count: number | null,
  ): Promise<{ stockCount: number | null; isAvailable: boolean | null }> {
    const product = await this.db.transaction(async (tx) => {
      const row = await this.repository.setCount(shopId, productId, count, tx);
      if (!row) throw new NotFoundError(SELLER_CATALOG_MESSAGES.productNotFound);
      // A new count may change what a shopper sees (in or out of stock): every storefront reads it again.
      await notifyCatalogChange(tx, shopId);
      return row;
    });
    this.catalog.invalidate();
    return product;
  }

  async restockOnRefund(shopId: string): Promise<boolean> {
    return this.repository.restockOnRefund(shopId);
  }

  async setRestockOnRefund(shopId: string, restock: boolean): Promise<void> {
    await this.repository.setRestockOnRefund(shopId, restock);
  }

  private async releaseIn(reference: string, tx: Executor): Promise<StockMove[]> {
    const released = await this.repository.moveHolds(reference, 'held', 'released', tx);
    const moves: StockMove[] = [];
    for (const need of released) {
      const moved = await this.repository.giveBack(need, tx);
      if (moved) moves.push(moved);
    }
    await this.announce(moves, tx);
    return moves;
  }

  /** Tells every instance's catalog about counts that crossed 0 (delivered on commit). */
  private async announce(moves: readonly StockMove[], tx: Executor): Promise<void> {
    for (const shopId of new Set(moves.filter((move) => move.crossedZero).map((move) => move.shopId)))
      await notifyCatalogChange(tx, shopId);
  }

  /** This instance reads its own change at once instead of waiting for its notice to come back. */
  private afterCommit(moves: readonly StockMove[]): void {
    if (moves.some((move) => move.crossedZero)) this.catalog.invalidate();
  }
}

/** One need per product (a payment's lines name each product once today; merged in case they ever do not). */
function mergeNeeds(lines: readonly StockLine[]): StockLine[] {
  const byProduct = new Map<string, StockLine>();
  for (const line of lines) {
    const seen = byProduct.get(line.productId);
    byProduct.set(line.productId, seen ? { ...seen, qty: seen.qty + line.qty } : { ...line });
  }
  // A fixed order (by product id) so two payments never lock the same products in opposite orders.
  return [...byProduct.values()].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}
