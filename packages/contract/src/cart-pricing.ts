import { deliveryFees } from './delivery';
import type { Kobo } from './money';

export interface PricedLineInput {
  shopId: string;
  shopDeliveryKobo: Kobo;
  /** When the line entered the cart; shops are ordered by their earliest line (DESIGN §6). */
  addedAt: Date;
  unitKobo: Kobo;
  qty: number;
}

export interface ShopTotals<L> {
  shopId: string;
  deliveryKobo: Kobo;
  subtotalKobo: Kobo;
  lines: L[];
}

export interface CartTotals<L> {
  shops: ShopTotals<L>[];
  subtotalKobo: Kobo;
  deliveryKobo: Kobo;
  totalKobo: Kobo;
}

/** Groups cart lines by shop in delivery order and computes subtotal, delivery and total (§9). */
export function priceCart<L extends PricedLineInput>(lines: readonly L[]): CartTotals<L> {
  const sorted = [...lines].sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime());
  const groups = new Map<string, { delivery: Kobo; lines: L[] }>();
  for (const line of sorted) {
    const group = groups.get(line.shopId) ?? { delivery: line.shopDeliveryKobo, lines: [] };
    group.lines.push(line);
    groups.set(line.shopId, group);
  }
  const entries = [...groups.entries()];
  const fees = deliveryFees(entries.map(([, group]) => group.delivery));
  const shops = entries.map(([shopId, group], index) => ({
    shopId,
    deliveryKobo: fees.perShop[index] ?? 0,
    subtotalKobo: group.lines.reduce((sum, line) => sum + line.unitKobo * line.qty, 0),
    lines: group.lines,
  }));
  const subtotalKobo = shops.reduce((sum, shop) => sum + shop.subtotalKobo, 0);
  return { shops, subtotalKobo, deliveryKobo: fees.total, totalKobo: subtotalKobo + fees.total };
}
