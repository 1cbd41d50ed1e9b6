import type { OrderAgainResponse } from '@campus/contract';
import type { CartRepository } from '../modules/cart/cart.repository';
import type { CartService } from '../modules/cart/cart.service';
import { putBackPastLines, type PastLine } from '../modules/cart/past-lines';

/** What ordering again needs of the orders and cart modules. */
export interface OrderAgainSteps {
  /** The lines of the shopper's own order as paid for; "not found" for anyone else's. */
  pastLines: (user: { id: string }, orderId: string) => Promise<PastLine[]>;
  cartLines: CartRepository;
  cart: Pick<CartService, 'get'>;
  now: () => Date;
}

/**
 * Order again (issue 37 item 2): read the past order (orders), put back each line the catalog still
 * sells as it was paid for (cart), answer the new cart with what went in and what did not. Nothing
 * moves money, so no step needs undoing: a line that fails is reported and the others stand.
 */
export async function orderAgain(steps: OrderAgainSteps, user: { id: string }, orderId: string): Promise<OrderAgainResponse> {
  const lines = await steps.pastLines(user, orderId);
  const { added, skipped } = await putBackPastLines(steps.cartLines, user.id, lines, steps.now());
  return { cart: await steps.cart.get(user.id), added, skipped };
}
