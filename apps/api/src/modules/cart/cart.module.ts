import type { Executor } from '../../db/client';
import { ConflictError } from '../../errors/domain-errors';
import { CartRepository } from './cart.repository';
import { goneNotice } from './cart.service';
import { loadPricedCart, priceLines, type PricedCart } from './priced-cart';

/** The cart as other modules and workflows read it (issue 33 item 1): priced on the server, never its rows. */
export interface CartModule {
  /** The shopper's cart priced now (a promo code's quote). */
  priced(userId: string): Promise<PricedCart>;
  /**
   * The cart about to be paid for: lines that left the market since the shopper last saw them (a product
   * deleted, a shop suspended) are dropped and named in a 409, never paid for without a word.
   */
  pricedForCheckout(userId: string): Promise<PricedCart>;
}

/** The cart module's door (the cart's own routes use its repository and service directly). */
export function buildCart(db: Executor): CartModule {
  const lines = new CartRepository(db);
  return {
    priced: (userId) => loadPricedCart(lines, userId),
    async pricedForCheckout(userId) {
      const read = await lines.listLinesAndGone(userId);
      if (read.gone.length) {
        await lines.removeLines(
          userId,
          read.gone.map((line) => line.productId),
        );
        throw new ConflictError(`${read.gone.map(goneNotice).join(' ')} Check your cart and pay again.`);
      }
      return priceLines(read.lines);
    },
  };
}
