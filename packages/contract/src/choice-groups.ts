/**
 * Choice groups (issue 38 item 1): the rules of a product's extras groups, zod-free so the product page,
 * the console's form and the server check a selection the same way (decision 111).
 *
 * - `extras`: today's optional paid add-ons; §5 still holds for them: when a product has such groups, at
 *   least one of their options must be chosen (across all of them). Every group saved before kinds existed is one.
 * - `one`: pick exactly one (radios), e.g. "Beef or Chicken?" or a T-shirt's size.
 * - `upTo`: pick none up to `limit`.
 * - `atLeast`: pick `limit` or more.
 */
export const CHOICE_KINDS = ['extras', 'one', 'upTo', 'atLeast'] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

/** How the console names each kind. */
export const CHOICE_KIND_LABELS: Record<ChoiceKind, string> = {
  extras: 'Extras (at least one of the product’s extras)',
  one: 'Pick exactly one',
  upTo: 'Pick up to…',
  atLeast: 'Pick at least…',
};

/** The kinds that need a number. */
export const kindHasLimit = (kind: ChoiceKind): kind is 'upTo' | 'atLeast' => kind === 'upTo' || kind === 'atLeast';

/** A group as the rules see it; options are told apart by name across the whole product (extrasNameClash). */
export interface ChoiceGroupRule {
  title: string;
  kind: ChoiceKind;
  /** N of `upTo`, M of `atLeast`; null for the other kinds. */
  limit: number | null;
  options: readonly { name: string }[];
}

/** Texts of a refused selection; each names the group (issue 38: "a message naming the group"). */
export const CHOICE_MESSAGES = {
  unknownOption: (name: string) => `Unknown extra for this product: ${name}`,
  /** The §5 rule as the cart has always said it. */
  extrasRequired: (groups: readonly string[]) => `Choose at least one extra first: ${groups.join(', ')}`,
  chooseOne: (title: string) => `Choose one option for “${title}”`,
  onlyOne: (title: string) => `Choose only one option for “${title}”`,
  atMost: (title: string, limit: number) => `Choose at most ${limit} for “${title}”`,
  atLeast: (title: string, limit: number) => `Choose at least ${limit} for “${title}”`,
} as const;

/** A short hint under a group's title on the product page; '' for plain extras. */
export function choiceHint(group: Pick<ChoiceGroupRule, 'kind' | 'limit'>): string {
  switch (group.kind) {
    case 'one':
      return 'Pick one';
    case 'upTo':
      return `Pick up to ${group.limit ?? 1}`;
    case 'atLeast':
      return `Pick at least ${group.limit ?? 1}`;
    default:
      return '';
  }
}

/** The group's problem with this many of its options chosen; null when the count is allowed. */
export function groupCountProblem(group: Pick<ChoiceGroupRule, 'title' | 'kind' | 'limit'>, count: number): string | null {
  switch (group.kind) {
    case 'one':
      if (count === 0) return CHOICE_MESSAGES.chooseOne(group.title);
      return count > 1 ? CHOICE_MESSAGES.onlyOne(group.title) : null;
    case 'upTo':
      return count > (group.limit ?? 1) ? CHOICE_MESSAGES.atMost(group.title, group.limit ?? 1) : null;
    case 'atLeast':
      return count < (group.limit ?? 1) ? CHOICE_MESSAGES.atLeast(group.title, group.limit ?? 1) : null;
    default:
      return null;
  }
}

/**
 * The first problem of a selection (option names, repeats counted once) against a product's groups; null
 * when it may be added. Unknown names first, then each group in the shop's order, then §5 for plain extras.
 */
export function selectionProblem(groups: readonly ChoiceGroupRule[], names: readonly string[]): string | null {
  const chosen = new Set(names);
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.name)));
  for (const name of chosen) if (!known.has(name)) return CHOICE_MESSAGES.unknownOption(name);
  let plainChosen = 0;
  for (const group of groups) {
    const count = group.options.filter((option) => chosen.has(option.name)).length;
    if (group.kind === 'extras') plainChosen += count;
    const problem = groupCountProblem(group, count);
    if (problem) return problem;
  }
  const plain = groups.filter((group) => group.kind === 'extras');
  return plain.length > 0 && plainChosen === 0 ? CHOICE_MESSAGES.extrasRequired(plain.map((group) => group.title)) : null;
}

/** True when the product cannot be added without choosing (its card says "Choose options"). */
export function needsChoice(groups: readonly ChoiceGroupRule[]): boolean {
  return selectionProblem(groups, []) !== null;
}

/** A selection priced by the server: the chosen options in the order chosen, each at its price now. */
export interface PricedSelection {
  condiments: { name: string; priceKobo: number }[];
  extrasKobo: number;
  /** Why the selection may not be bought as it is; null when it may. */
  problem: string | null;
}

/**
 * Prices a selection from the product's groups (the one function cart adds and checkout pricing share):
 * whatever price a client sent is never read; a name chosen twice counts once; names the product no
 * longer offers are dropped (and named in `problem`).
 */
export function priceSelection(
  groups: readonly (ChoiceGroupRule & { options: readonly { name: string; priceKobo: number }[] })[],
  names: readonly string[],
): PricedSelection {
  const prices = new Map<string, number>();
  // The first listed option wins when two share a name (the console refuses two, extrasNameClash).
  for (const group of groups) for (const option of group.options) if (!prices.has(option.name)) prices.set(option.name, option.priceKobo);
  const condiments = [...new Set(names)].flatMap((name) => {
    const priceKobo = prices.get(name);
    return priceKobo === undefined ? [] : [{ name, priceKobo }];
  });
  return {
    condiments,
    extrasKobo: condiments.reduce((sum, condiment) => sum + condiment.priceKobo, 0),
    problem: selectionProblem(groups, names),
  };
}

/** The options a product page starts with: each group's default, when it has one. */
export function defaultSelection(groups: readonly (ChoiceGroupRule & { defaultOption?: string | null })[]): string[] {
  return groups.flatMap((group) =>
    group.defaultOption && group.options.some((option) => option.name === group.defaultOption) ? [group.defaultOption] : [],
  );
}

/**
 * Ticks or unticks an option on the product page: in a pick-one group the option replaces the group's
 * other choice (a radio); elsewhere it toggles by name (§4).
 */
export function toggleChoice(groups: readonly ChoiceGroupRule[], selected: readonly string[], name: string): string[] {
  const group = groups.find((candidate) => candidate.options.some((option) => option.name === name));
  if (group?.kind === 'one') {
    const siblings = new Set(group.options.map((option) => option.name));
    return [...selected.filter((chosen) => !siblings.has(chosen)), name];
  }
  return selected.includes(name) ? selected.filter((chosen) => chosen !== name) : [...selected, name];
}

/** A group's settings problem as the console and the server check it, with the field it sits on; null when it can be saved. */
export function groupRuleProblem(group: {
  title: string;
  kind: ChoiceKind;
  limit: number | null | undefined;
  defaultOption: string | null | undefined;
  options: readonly { name: string }[];
}): { field: 'limit' | 'defaultOption'; message: string } | null {
  const title = group.title.trim();
  if (kindHasLimit(group.kind)) {
    const limit = group.limit;
    if (limit === null || limit === undefined || !Number.isInteger(limit) || limit < 1 || limit > group.options.length)
      return {
        field: 'limit',
        message: `${title}: the number to pick must be a whole number from 1 to ${group.options.length} (its options)`,
      };
  }
  if (group.defaultOption && !group.options.some((option) => option.name.trim() === group.defaultOption?.trim()))
    return { field: 'defaultOption', message: `${title}: the default must be one of its options` };
  return null;
}
