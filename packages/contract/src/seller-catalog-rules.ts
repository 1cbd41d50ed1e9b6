import { groupRuleProblem, type ChoiceKind } from './choice-groups';
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
  /** An uploaded picture's bytes (decision 033): the image pipeline's limit, which the browser checks before uploading. */
  pictureBytesMax: 10 * 1024 * 1024,
} as const;

export const SELLER_CATALOG_MESSAGES = {
  productNotFound: 'Product not found',
  badPicture: 'A picture must be one uploaded here (its address as the upload answered it)',
  phone: 'Write the phone number with digits only, optionally starting with +, e.g. 08031234567',
  pictureStored: 'Picture added',
  /** The image pipeline's text for a picture over that limit (its IMAGE_MESSAGES.tooLarge), in the browser and the server's 413. */
  pictureTooLarge: 'The picture must be 10 MB or smaller',
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

/** Where a clash of extras' names sits: the group, and the option within it when the clash is an option's. */
export interface ExtrasNameClash {
  group: number;
  option?: number;
  message: string;
}

/** How two extras' names are compared: trimmed, case-insensitively ("Chicken " and "chicken" clash). */
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The first clash of names in a product's extras; null when there is none. The cart identifies a
 * chosen extra by its name across the whole product (choice-groups.ts priceSelection), so two options
 * called "Chicken", in one group or in two, would be one option to the cart: only the first could be
 * bought, at its price. So every option of a product has its own name, and every group its own title.
 */
export function extrasNameClash(extras: readonly { title: string; options: readonly { name: string }[] }[]): ExtrasNameClash | null {
  const groups = new Map<string, number>();
  const options = new Map<string, number>();
  for (const [group, extra] of extras.entries()) {
    const title = nameKey(extra.title);
    const firstGroup = groups.get(title);
    if (title && firstGroup !== undefined)
      return { group, message: `There is already an extras group called “${extra.title.trim()}”: give each group its own name.` };
    groups.set(title, group);
    for (const [option, { name }] of extra.options.entries()) {
      const key = nameKey(name);
      const owner = options.get(key);
      if (key && owner !== undefined) {
        const where = owner === group ? 'in this group' : `in the group “${extras[owner]?.title.trim() ?? ''}”`;
        return {
          group,
          option,
          message: `The option name “${name.trim()}” is already used ${where}: give each option of a product its own name, e.g. “${name.trim()} (large)”.`,
        };
      }
      options.set(key, group);
    }
  }
  return null;
}

export const PRICE_PROBLEM = 'Write the price in naira, e.g. 1500 or 1500.50 (at most ₦10,000,000)';

/** The first problem of a product form, by field; null when the server would take it. */
export function productFormProblem(form: {
  title: string;
  price: string;
  extras: {
    title: string;
    options: { name: string; price: string }[];
    /** The group's rule (issue 38); absent is plain extras. */
    kind?: ChoiceKind;
    limit?: number | null;
    defaultOption?: string;
  }[];
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
    const rule = groupRuleProblem({
      title: extra.title,
      kind: extra.kind ?? 'extras',
      limit: extra.limit,
      defaultOption: extra.defaultOption,
      options: extra.options,
    });
    if (rule) return { field: `extra-${index}-${rule.field === 'limit' ? 'limit' : 'default'}`, message: rule.message };
  }
  const clash = extrasNameClash(form.extras);
  if (clash)
    return {
      field: clash.option === undefined ? `extra-${clash.group}-title` : `extra-${clash.group}-option-${clash.option}-name`,
      message: clash.message,
    };
  return null;
}
