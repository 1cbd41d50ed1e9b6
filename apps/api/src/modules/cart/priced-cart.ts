import { priceCart, type CartTotals } from '@campus/contract';
import type { Executor } from '../../db/client';
import type { StoredCondiment } from '../../db/schema';
import type { CartLineRow, CartRepository, OptionPrice } from './cart.repository';

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

/** Option prices by name, the first listed option winning when two extras share a name. */
export function optionPricesByName(options: readonly OptionPrice[]): Map<string, number> {
  const byName = new Map<string, number>();
  for (const option of options) if (!byName.has(option.name)) byName.set(option.name, option.priceKobo);
  return byName;
}

/**
 * Lines priced on the server: lines grouped by shop in delivery order, subtotal, delivery (§9) and
 * total, all in kobo. Shared by the cart answer and checkout.
 */
export function priceLines(rows: readonly CartLineRow[]): PricedCart {
  return priceCart(
    rows.map((row) => {
      const condiments = repriceCondiments(row.condiments, optionPricesByName(row.currentOptions));
      return { ...row, condiments, unitKobo: unitPriceKobo({ basePriceKobo: row.basePriceKobo, condiments }) };
    }),
  );
}

/** The user's cart priced on the server (one query). */
export async function loadPricedCart(repository: CartRepository, userId: string, tx?: Executor): Promise<PricedCart> {
  return priceLines(await repository.listLines(userId, tx));
}
