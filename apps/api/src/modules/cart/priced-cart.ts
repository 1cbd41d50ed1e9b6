import { priceCart, priceSelection, type CartTotals } from '@campus/contract';
import type { Executor } from '../../db/client';
import type { StoredCondiment } from '../../db/schema';
import type { CartLineRow, CartRepository, OptionPrice } from './cart.repository';

export interface PricedLine extends CartLineRow {
  /** Base price plus the chosen extras at today's database prices (DESIGN §6, decision 005). */
  unitKobo: number;
  /** The shop changed the product's choices since the line was chosen (issue 38): what the rules now say; null when fine. */
  choiceProblem: string | null;
}

export type PricedCart = CartTotals<PricedLine>;

/** Option prices by name, the first listed option winning when two extras share a name. */
export function optionPricesByName(options: readonly OptionPrice[]): Map<string, number> {
  const byName = new Map<string, number>();
  for (const option of options) if (!byName.has(option.name)) byName.set(option.name, option.priceKobo);
  return byName;
}

/**
 * A line priced from its selection by the function cart adds use too (contract priceSelection, decision 111):
 * a stored price never reaches checkout (decision 005); an extra the shop has since withdrawn is dropped.
 */
export function priceLine(row: CartLineRow): PricedLine {
  if (row.condiments.length === 0) return { ...row, unitKobo: row.basePriceKobo, choiceProblem: null };
  const priced = priceSelection(
    row.currentGroups,
    row.condiments.map((condiment) => condiment.name),
  );
  const condiments: StoredCondiment[] = priced.condiments;
  return { ...row, condiments, unitKobo: row.basePriceKobo + priced.extrasKobo, choiceProblem: priced.problem };
}

/**
 * Lines priced on the server: lines grouped by shop in delivery order, subtotal, delivery (§9) and
 * total, all in kobo. Shared by the cart answer and checkout.
 */
export function priceLines(rows: readonly CartLineRow[]): PricedCart {
  return priceCart(rows.map(priceLine));
}

/** The user's cart priced on the server (one query). */
export async function loadPricedCart(repository: CartRepository, userId: string, tx?: Executor): Promise<PricedCart> {
  return priceLines(await repository.listLines(userId, tx));
}
