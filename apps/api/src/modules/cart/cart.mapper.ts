import { formatKobo, koboToNaira, type CartItem, type CartResponse, type ShopHours } from '@campus/contract';
import type { PricedCart, PricedLine } from './priced-cart';

function toCartItem(line: PricedLine): CartItem {
  return {
    // One line per product (DESIGN §6), so the product id names the line.
    _id: line.productId,
    product: {
      _id: line.productId,
      slug: line.productSlug,
      productTitle: line.title,
      price: koboToNaira(line.basePriceKobo),
      images: line.images,
    },
    shopId: line.shopId,
    qty: line.qty,
    unitPrice: koboToNaira(line.unitKobo),
    totalPrice: koboToNaira(line.unitKobo * line.qty),
    condiments: line.condiments.map((condiment) => ({ name: condiment.name, price: koboToNaira(condiment.priceKobo) })),
    ...(line.isAvailable === null ? {} : { isAvailable: line.isAvailable }),
    ...(line.choiceProblem === null ? {} : { choiceProblem: line.choiceProblem }),
  };
}

/** The shop's hours and pause as the storefront reads them (contract shop-status.ts): the cart flags a shop that takes no orders now. */
function statusInputOf(line: PricedLine): ShopHours {
  const { isOpen, openingHours, timezone, pausedUntil, pauseReason } = line.shopHours;
  return {
    isOpen,
    openingHours: (openingHours as ShopHours['openingHours']) ?? null,
    timezone,
    ...(pausedUntil ? { pausedUntil } : {}),
    ...(pausedUntil && pauseReason ? { pauseReason } : {}),
  };
}

/** §3 cart response: items and shop breakdown in delivery order, naira numbers, totals as naira text. */
export function toCartResponse(priced: PricedCart): CartResponse {
  const shopBreakdown = priced.shops.map((shop) => {
    const first = shop.lines[0];
    return {
      shopId: shop.shopId,
      shopSlug: first?.shopSlug ?? '',
      shopName: first?.shopName ?? '',
      deliveryPrice: koboToNaira(shop.deliveryKobo),
      shopDeliveryPrice: koboToNaira(first?.shopDeliveryKobo ?? 0),
      subtotal: koboToNaira(shop.subtotalKobo),
      items: shop.lines.map(toCartItem),
      ...(first ? { hours: statusInputOf(first), prepMinutes: first.prepMinutes } : {}),
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
