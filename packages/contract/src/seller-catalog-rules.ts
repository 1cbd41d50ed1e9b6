import { nairaToKobo } from './money';

/**
 * The shop console's catalog rules, zod-free so its forms check them as the server does (decision
 * 038): limits, texts, and the parsing of a naira price typed by an owner.
 */
export const SELLER_CATALOG_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  imagesMax: 6,
  shopImagesMax: 4,
  extrasMax: 10,
  optionsMax: 20,
  nameMax: 80,
  /** ₦10,000,000.00: a price beyond it is a typo. */
  priceKoboMax: 1_000_000_000,
  phoneMax: 20,
  searchMax: 100,
} as const;

export const SELLER_CATALOG_MESSAGES = {
  productNotFound: 'Product not found',
  badPicture: 'A picture must be one uploaded here (its address as the upload answered it)',
  phone: 'Write the phone number with digits only, optionally starting with +, e.g. 08031234567',
  pictureStored: 'Picture added',
  productDeleted: (title: string) => `“${title}” was deleted. Orders that hold it keep it in their history.`,
  cartLineGone: (title: string) => `“${title}” is no longer sold and was removed from your cart.`,
  cartShopGone: (title: string, shop: string) => `${shop} is no longer on the market: “${title}” was removed from your cart.`,
} as const;

/** A picture of the catalog: an uploaded one (/media/images/<id>/<width>.jpg) or the demo's drawn art. */
export const UPLOADED_IMAGE_URL = /^\/media\/images\/[0-9a-f-]{36}\/[1-9][0-9]{0,3}\.jpg$/;
export const ART_IMAGE_URL = /^\/media\/art\/[a-z]+\/[a-z0-9-]{1,120}\.svg$/;

export const SHOP_PHONE_PATTERN = /^\+?[0-9]{7,15}$/;

/** A naira amount as an owner types it ("1500", "1,500.50", "₦250") in kobo; null when it is no price. */
export function parseNairaInput(text: string): number | null {
  const cleaned = text.trim().replace(/^₦/, '').replace(/,/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(cleaned)) return null;
  const kobo = nairaToKobo(Number(cleaned));
  return kobo <= SELLER_CATALOG_LIMITS.priceKoboMax ? kobo : null;
}

/** Kobo as the form shows it: "1500.50", "1500". */
export function koboToNairaInput(kobo: number): string {
  return kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2);
}

export const PRICE_PROBLEM = 'Write the price in naira, e.g. 1500 or 1500.50 (at most ₦10,000,000)';

/** The first problem of a product form, by field; null when the server would take it. */
export function productFormProblem(form: {
  title: string;
  price: string;
  extras: { title: string; options: { name: string; price: string }[] }[];
}): { field: string; message: string } | null {
  if (!form.title.trim()) return { field: 'title', message: 'Give the product a title' };
  if (form.title.trim().length > SELLER_CATALOG_LIMITS.titleMax)
    return { field: 'title', message: `The title is at most ${SELLER_CATALOG_LIMITS.titleMax} characters` };
  if (parseNairaInput(form.price) === null) return { field: 'price', message: PRICE_PROBLEM };
  for (const [index, extra] of form.extras.entries()) {
    if (!extra.title.trim()) return { field: `extra-${index}-title`, message: 'Give each extras group a name, e.g. Protein' };
    if (extra.options.length === 0) return { field: `extra-${index}-title`, message: `${extra.title}: add at least one option` };
    for (const [optionIndex, option] of extra.options.entries()) {
      if (!option.name.trim()) return { field: `extra-${index}-option-${optionIndex}-name`, message: 'Give each option a name' };
      if (parseNairaInput(option.price) === null) return { field: `extra-${index}-option-${optionIndex}-price`, message: PRICE_PROBLEM };
    }
  }
  return null;
}
