import type { Extra, Product, ShopHours, ShopSummary } from '@campus/contract';
import { availabilityOf, koboToNaira } from '@campus/contract';
import type { ExtraOptionRow, ExtraRow, ProductRow, ShopRow } from '../../db/rows';
import { ratingOf, type RatingTotal } from '../reviews/rating-totals';

/** When the shop sells, only when it is not simply open (the usual case costs the landing page nothing). */
export function hoursOf(shop: ShopRow): ShopHours | undefined {
  // A pause is sent as stored; each reader decides at its own clock whether it still runs (issue 36).
  const paused = shop.pausedUntil !== null;
  if (shop.isOpen && shop.openingHours === null && !paused) return undefined;
  return {
    isOpen: shop.isOpen,
    openingHours: (shop.openingHours as ShopHours['openingHours']) ?? null,
    timezone: shop.timezone,
    ...(paused ? { pausedUntil: shop.pausedUntil?.toISOString() } : {}),
    ...(paused && shop.pauseReason ? { pauseReason: shop.pauseReason } : {}),
  };
}

export function toShopSummary(shop: ShopRow, ratingTotal?: RatingTotal): ShopSummary {
  const hours = hoursOf(shop);
  const rating = ratingOf(ratingTotal);
  return {
    _id: shop.id,
    id: shop.id,
    slug: shop.slug,
    name: shop.name,
    shop_image: shop.images,
    deliveryPrice: koboToNaira(shop.deliveryPriceKobo),
    ...(hours ? { hours } : {}),
    ...(rating ? { rating } : {}),
  };
}

export function toExtra(extra: ExtraRow, options: ExtraOptionRow[]): Extra {
  return {
    _id: extra.id,
    title: extra.title,
    // §3: an option's price is a string of naira.
    options: options.map((option) => ({ name: option.name, price: String(koboToNaira(option.priceKobo)) })),
    // Plain extras keep §3's shape; a group with a rule says it (issue 38).
    ...(extra.kind === 'extras' ? {} : { kind: extra.kind }),
    ...(extra.pickLimit === null ? {} : { limit: extra.pickLimit }),
    ...(extra.defaultOption === null ? {} : { defaultOption: extra.defaultOption }),
  };
}

export function toProduct(product: ProductRow, shop: ShopRow, categoryName: string, extras: Extra[], ratingTotal?: RatingTotal): Product {
  const rating = ratingOf(ratingTotal);
  const isAvailable = availabilityOf(product.isAvailable, product.stockCount);
  return {
    _id: product.id,
    slug: product.slug,
    productTitle: product.title,
    description: product.description,
    price: koboToNaira(product.priceKobo),
    images: product.images,
    ...(isAvailable === null ? {} : { isAvailable }),
    extras,
    category: { name: categoryName },
    shop: { _id: shop.id, slug: shop.slug, name: shop.name, ...(hoursOf(shop) ? { hours: hoursOf(shop) } : {}) },
    ...(rating ? { rating } : {}),
  };
}
