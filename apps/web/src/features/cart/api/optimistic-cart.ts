import { formatKobo, koboToNaira, nairaToKobo, priceCart, type CartItem, type CartResponse } from '@campus/contract';

/** The answer the server gives for an empty cart. */
export function emptyCartResponse(): CartResponse {
  return { cart: [], shopBreakdown: [], subtotal: formatKobo(0), deliveryTotal: formatKobo(0), grandTotal: formatKobo(0) };
}

interface Line {
  item: CartItem;
  shopIndex: number;
  shopId: string;
  shopDeliveryKobo: number;
  unitKobo: number;
  qty: number;
  addedAt: Date;
}

/**
 * The cart as it will be once a line has `qty` items (0 removes it), re-priced with the same
 * §9 rule the server runs, so an optimistic update shows the right totals at once (§4).
 */
export function withLineQty(cart: CartResponse, productId: string, qty: number): CartResponse {
  let order = 0;
  const lines: Line[] = cart.shopBreakdown.flatMap((shop, shopIndex) =>
    shop.items.map((item) => ({
      item,
      shopIndex,
      shopId: shop.shopId,
      shopDeliveryKobo: nairaToKobo(shop.shopDeliveryPrice),
      unitKobo: nairaToKobo(item.unitPrice),
      qty: item.product._id === productId ? qty : item.qty,
      // The answer lists lines in delivery order already: keep that order.
      addedAt: new Date(order++),
    })),
  );
  const priced = priceCart(lines.filter((line) => line.qty > 0));
  const shopBreakdown = priced.shops.map((shop) => {
    const source = cart.shopBreakdown[shop.lines[0]?.shopIndex ?? 0];
    if (!source) throw new Error('a priced shop without its source');
    return {
      ...source,
      deliveryPrice: koboToNaira(shop.deliveryKobo),
      subtotal: koboToNaira(shop.subtotalKobo),
      items: shop.lines.map((line) => ({ ...line.item, qty: line.qty, totalPrice: koboToNaira(line.unitKobo * line.qty) })),
    };
  });
  return {
    cart: shopBreakdown.flatMap((shop) => shop.items),
    shopBreakdown,
    subtotal: formatKobo(priced.subtotalKobo),
    deliveryTotal: formatKobo(priced.deliveryKobo),
    grandTotal: formatKobo(priced.totalKobo),
  };
}
