import { priceCart, type CartTotals } from '@campus/contract';
import type { Executor } from '../../db/client';
import type { StoredCondiment } from '../../db/schema';
import type { CartLineRow, CartRepository, OptionPriceRow } from './cart.repository';

export interface PricedLine extends CartLineRow {
  /** Base price plus the chosen extras at today's database prices (DESIGN §6, decision 005). */
  unitKobo: number;
}

export type PricedCart = CartTotals<PricedLine>;

/** Unit price of a line: base + extras (§4 product total). */
export function unitPriceKobo(line: Pick<CartLineRow, 'basePriceKobo' | 'condiments'>): number {
  return line.basePriceKobo + line.condiments.reduce((sum, condiment) => sum + condiment.priceKobo, 0);
}

/**
 * Re-prices a line's chosen extras from the product's current options (decision 005): a stored
 * price never reaches checkout; an extra the shop has since withdrawn is dropped from the line.
 */
export function repriceCondiments(chosen: readonly StoredCondiment[], current: ReadonlyMap<string, number>): StoredCondiment[] {
  return chosen.flatMap((condiment) => {
    const priceKobo = current.get(condiment.name);
    return priceKobo === undefined ? [] : [{ name: condiment.name, priceKobo }];
  });
}

/** Option prices per product, first listed option winning when two extras share a name. */
export function optionPricesByProduct(rows: readonly OptionPriceRow[]): Map<string, Map<string, number>> {
  const byProduct = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const options = byProduct.get(row.productId) ?? new Map<string, number>();
    if (!options.has(row.name)) options.set(row.name, row.priceKobo);
    byProduct.set(row.productId, options);
  }
  return byProduct;
}

/**
 * The user's cart priced on the server: lines grouped by shop in delivery order, subtotal,
 * delivery (§9) and total, all in kobo. Shared by the cart answer and checkout.
 */
export async function loadPricedCart(repository: CartRepository, userId: string, tx?: Executor): Promise<PricedCart> {
  const rows = await repository.listLines(userId, tx);
  const withExtras = rows.filter((row) => row.condiments.length > 0).map((row) => row.productId);
  const options = optionPricesByProduct(await repository.listOptionPrices(withExtras, tx));
  return priceCart(
    rows.map((row) => {
      const condiments = repriceCondiments(row.condiments, options.get(row.productId) ?? new Map());
      return { ...row, condiments, unitKobo: unitPriceKobo({ basePriceKobo: row.basePriceKobo, condiments }) };
    }),
  );
}
