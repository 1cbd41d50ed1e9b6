import type { PromoQuote } from '@campus/contract';
import type { CartModule } from '../modules/cart/cart.module';
import type { PromosService } from '../modules/promos/promos.service';

/**
 * A promo code priced against the shopper's cart (issue 38 item 3): read the cart as the server prices it
 * (cart), ask what the code takes off each shop (promos), answer the totals shop by shop. Nothing is held:
 * the use is held when Pay Now starts the payment (workflows/checkout.ts), which prices it again.
 */
export async function quotePromo(
  steps: { cart: Pick<CartModule, 'priced'>; promos: Pick<PromosService, 'quote'> },
  userId: string,
  code: string,
): Promise<PromoQuote> {
  const priced = await steps.cart.priced(userId);
  const basket = priced.shops.map((shop) => ({ shopId: shop.shopId, itemsKobo: shop.subtotalKobo, deliveryKobo: shop.deliveryKobo }));
  const applied = await steps.promos.quote(userId, code, basket);
  return {
    code: applied.code,
    funder: applied.funder,
    discountKobo: applied.discountKobo,
    shops: applied.perShop
      .filter((entry) => entry.discountKobo > 0)
      .map((entry) => ({
        shopId: entry.shopId,
        shopName: priced.shops.find((shop) => shop.shopId === entry.shopId)?.lines[0]?.shopName ?? '',
        discountKobo: entry.discountKobo,
      })),
    subtotalKobo: priced.subtotalKobo,
    deliveryKobo: priced.deliveryKobo,
    totalKobo: priced.totalKobo - applied.discountKobo,
  };
}
