import {
  LIMITS,
  formatKobo,
  selectionProblem,
  shopStatus,
  shopUnavailableAddMessage,
  type OrderAgainResponse,
  type OrderAgainSkipReason,
} from '@campus/contract';
import type { StoredCondiment } from '../../db/schema';
import type { CartRepository, ChoiceGroupNow, ProductNow } from './cart.repository';
import { optionPricesByName } from './priced-cart';

/** A line of a past order as it was paid: the unit price is the product's price plus its extras then. */
export interface PastLine {
  productId: string;
  title: string;
  unitPriceKobo: number;
  qty: number;
  condiments: readonly StoredCondiment[];
}

type Added = OrderAgainResponse['added'][number];
type Skipped = OrderAgainResponse['skipped'][number];

const sameExtras = (a: readonly StoredCondiment[], b: readonly StoredCondiment[]) =>
  a.length === b.length && a.every((one) => b.some((other) => other.name === one.name));

/** What has changed since the line was paid for, in the shopper's words; null when it can go back as it was. */
function changeOf(
  line: PastLine,
  now: ProductNow | undefined,
  groups: readonly ChoiceGroupNow[],
  at: Date,
): Omit<Skipped, 'productId' | 'title'> | null {
  const options = optionPricesByName(groups.flatMap((group) => group.options));
  const skip = (reason: OrderAgainSkipReason, message: string) => ({ reason, message });
  if (!now) return skip('gone', `${line.title} is no longer sold.`);
  const status = shopStatus(now.shopHours, at);
  if (status.kind !== 'open') return skip('shop_closed', shopUnavailableAddMessage(now.shopName, status, now.shopHours.timezone));
  if (now.isAvailable === false) return skip('out_of_stock', `${now.title} is out of stock.`);
  for (const extra of line.condiments) {
    const price = options.get(extra.name);
    if (price === undefined) return skip('extras_changed', `${now.title}: "${extra.name}" is no longer offered.`);
    if (price !== extra.priceKobo)
      return skip('repriced', `${now.title}: "${extra.name}" now costs ${formatKobo(price)} (was ${formatKobo(extra.priceKobo)}).`);
  }
  // The shop's groups may have gained a rule since (issue 38): the line goes back only as the rules allow it now.
  const problem = selectionProblem(
    groups,
    line.condiments.map((extra) => extra.name),
  );
  if (problem) return skip('extras_changed', `${now.title}: ${problem}.`);
  const paidBase = line.unitPriceKobo - line.condiments.reduce((sum, extra) => sum + extra.priceKobo, 0);
  if (now.priceKobo !== paidBase)
    return skip('repriced', `${now.title} now costs ${formatKobo(now.priceKobo)} (was ${formatKobo(paidBase)}).`);
  return null;
}

/**
 * Puts the lines of a past order back in the cart (issue 37 item 2): each only as it was paid for —
 * the same price, the same extras at the same prices, from a shop selling now — and each other line
 * named with what changed. A line already in the cart with other extras is left as the shopper set it.
 */
export async function putBackPastLines(
  repository: CartRepository,
  userId: string,
  lines: readonly PastLine[],
  at: Date,
): Promise<{ added: Added[]; skipped: Skipped[] }> {
  const products = new Map((await repository.findProductsNow(lines.map((line) => line.productId))).map((product) => [product.id, product]));
  const added: Added[] = [];
  const skipped: Skipped[] = [];
  for (const line of lines) {
    const now = products.get(line.productId);
    const groups = now ? await repository.listChoiceGroups(line.productId) : [];
    const title = now?.title ?? line.title;
    const change = changeOf(line, now, groups, at);
    if (change) {
      skipped.push({ productId: line.productId, title, ...change });
      continue;
    }
    const inCart = await repository.findLine(userId, line.productId);
    if (inCart && !sameExtras(inCart.condiments, line.condiments)) {
      skipped.push({
        productId: line.productId,
        title,
        reason: 'in_cart_with_other_extras',
        message: `${title} is already in your cart with other extras: change it there.`,
      });
      continue;
    }
    const condiments = line.condiments.map(({ name, priceKobo }) => ({ name, priceKobo }));
    if (await repository.addQty(userId, line.productId, line.qty, condiments, LIMITS.cartQtyMax)) {
      added.push({ productId: line.productId, title, qty: line.qty });
    } else {
      skipped.push({
        productId: line.productId,
        title,
        reason: 'cart_limit',
        message: `${title}: you can have at most ${LIMITS.cartQtyMax} of one item in your cart.`,
      });
    }
  }
  return { added, skipped };
}
