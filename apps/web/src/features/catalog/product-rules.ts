import { selectionProblem, type ChoiceGroupRule, type Condiment, type Extra, type Product, type ShopStatus } from '@campus/contract';

/** What the add button of a shop or search card shows (§4); 'Choose options' is a link to the product page (issue 38). */
export type CardButtonState = {
  label: 'Out of Stock' | 'Closed' | 'Paused' | 'In Cart' | 'Add to Cart' | 'Adding...' | 'Choose options';
  disabled: boolean;
};

/** Why the shop takes no orders now, for the buttons (issue 36): `true` closed, 'paused' paused by its owner, false open. */
export type ShopClosed = boolean | 'paused';

/** The buttons' reading of a shop's status. */
export function closedOf(status: ShopStatus): ShopClosed {
  return status.kind === 'open' ? false : status.kind === 'paused' ? 'paused' : true;
}

export function cardButtonState(
  product: Pick<Product, 'isAvailable' | 'extras'>,
  cart: { inCart: boolean; isBusy: boolean },
  /** The shop is closed or paused now (issues 20, 36; the server refuses the add too). */
  closed: ShopClosed = false,
): CardButtonState {
  if (product.isAvailable === false) return { label: 'Out of Stock', disabled: true };
  if (closed) return { label: closed === 'paused' ? 'Paused' : 'Closed', disabled: true };
  if (cart.inCart) return { label: 'In Cart', disabled: true };
  // §4: cards of products with extras show no add button; they say where the choice is made (issue 38).
  if (product.extras.length > 0) return { label: 'Choose options', disabled: false };
  if (cart.isBusy) return { label: 'Adding...', disabled: true };
  return { label: 'Add to Cart', disabled: false };
}

/** What the product page button shows (§4); pressing 'Added to cart' removes the item. */
export type PageButtonState = {
  label: 'Out of Stock' | 'Shop closed' | 'Shop paused' | 'Extras required' | 'Add to cart' | 'Added to cart' | 'Adding...';
  disabled: boolean;
  action: 'add' | 'remove' | null;
};

/** A product's groups as the shared rules read them (contract choice-groups.ts); a group with no kind is plain extras. */
export function choiceGroups(
  product: Pick<Product, 'extras'>,
): (Omit<ChoiceGroupRule, 'options'> & { defaultOption: string | null; _id: string; options: Extra['options'] })[] {
  return product.extras.map((extra: Extra) => ({
    _id: extra._id,
    title: extra.title,
    kind: extra.kind ?? 'extras',
    limit: extra.limit ?? null,
    defaultOption: extra.defaultOption ?? null,
    options: extra.options,
  }));
}

/** What the product page still needs chosen, naming the group; null when the selection may be added. */
export function choiceProblem(product: Pick<Product, 'extras'>, selected: readonly string[]): string | null {
  return product.extras.length === 0 ? null : selectionProblem(choiceGroups(product), selected);
}

export function pageButtonState(
  product: Pick<Product, 'isAvailable' | 'extras'>,
  selected: readonly string[],
  cart: { inCart: boolean; isBusy: boolean },
  closed: ShopClosed = false,
): PageButtonState {
  if (product.isAvailable === false) return { label: 'Out of Stock', disabled: true, action: null };
  if (closed && !cart.inCart) return { label: closed === 'paused' ? 'Shop paused' : 'Shop closed', disabled: true, action: null };
  if (cart.isBusy) return { label: 'Adding...', disabled: true, action: null };
  if (cart.inCart) return { label: 'Added to cart', disabled: false, action: 'remove' };
  // §4's 'Extras required' also stands for a group rule not met yet (issue 38); the group's hint says which.
  if (choiceProblem(product, selected) !== null) return { label: 'Extras required', disabled: true, action: null };
  return { label: 'Add to cart', disabled: false, action: 'add' };
}

/** The options a shopper can tick, each once by name (§4: checkboxes toggle by name), with a price in naira. */
export function extraChoices(product: Pick<Product, 'extras'>): { name: string; price: number; group: string }[] {
  const seen = new Set<string>();
  const choices: { name: string; price: number; group: string }[] = [];
  for (const extra of product.extras) {
    for (const option of extra.options) {
      if (seen.has(option.name)) continue;
      seen.add(option.name);
      const price = Number(option.price);
      choices.push({ name: option.name, price: Number.isFinite(price) ? price : 0, group: extra.title });
    }
  }
  return choices;
}

/** Adds the name when absent, removes it when present (§4). */
export function toggleName(selected: readonly string[], name: string): string[] {
  return selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name];
}

/** §4 product total: base price + the prices of the selected extras, in naira. */
export function productTotal(product: Pick<Product, 'price' | 'extras'>, selected: readonly string[]): number {
  const prices = new Map(extraChoices(product).map((choice) => [choice.name, choice.price]));
  return selected.reduce((sum, name) => sum + (prices.get(name) ?? 0), product.price);
}

/** The condiments sent with an add from the product page: the selected options by name and price. */
export function selectedCondiments(product: Pick<Product, 'extras'>, selected: readonly string[]): Condiment[] {
  return extraChoices(product)
    .filter((choice) => selected.includes(choice.name))
    .map((choice) => ({ name: choice.name, price: choice.price }));
}
