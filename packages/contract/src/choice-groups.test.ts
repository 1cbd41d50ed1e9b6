import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHOICE_KINDS,
  CHOICE_MESSAGES,
  defaultSelection,
  groupRuleProblem,
  needsChoice,
  priceSelection,
  selectionProblem,
  toggleChoice,
  type ChoiceGroupRule,
} from './choice-groups';

type PricedGroup = ChoiceGroupRule & { options: { name: string; priceKobo: number }[]; defaultOption: string | null };

/** A product's groups with names unique across the product (as the console keeps them), limits within range. */
const arbitraryGroups = fc
  .array(
    fc.record({
      kind: fc.constantFrom(...CHOICE_KINDS),
      prices: fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 6 }),
      limitSeed: fc.nat(),
      defaultSeed: fc.option(fc.nat(), { nil: null }),
    }),
    { maxLength: 4 },
  )
  .map((specs): PricedGroup[] =>
    specs.map((spec, g) => {
      const options = spec.prices.map((priceKobo, o) => ({ name: `g${g}o${o}`, priceKobo }));
      const limit = spec.kind === 'upTo' || spec.kind === 'atLeast' ? 1 + (spec.limitSeed % options.length) : null;
      const defaultOption = spec.defaultSeed === null ? null : (options[spec.defaultSeed % options.length]?.name ?? null);
      return { title: `Group ${g}`, kind: spec.kind, limit, options, defaultOption };
    }),
  );

/** Groups and a selection drawn from their options (repeats allowed). */
const groupsAndSelection = arbitraryGroups.chain((groups) => {
  const names = groups.flatMap((group) => group.options.map((option) => option.name));
  return fc.tuple(fc.constant(groups), names.length ? fc.array(fc.constantFrom(...names), { maxLength: 12 }) : fc.constant([]));
});

const countIn = (group: PricedGroup, names: readonly string[]) => group.options.filter((option) => names.includes(option.name)).length;

describe('selectionProblem', () => {
  it('accepts a selection exactly when every group’s count is within its rule and §5 holds for plain extras', () => {
    fc.assert(
      fc.property(groupsAndSelection, ([groups, names]) => {
        const plain = groups.filter((group) => group.kind === 'extras');
        const expected =
          groups.every((group) => {
            const count = countIn(group, names);
            if (group.kind === 'one') return count === 1;
            if (group.kind === 'upTo') return count <= (group.limit ?? 0);
            if (group.kind === 'atLeast') return count >= (group.limit ?? 0);
            return true;
          }) &&
          (plain.length === 0 || plain.some((group) => countIn(group, names) > 0));
        expect(selectionProblem(groups, names) === null).toBe(expected);
      }),
    );
  });

  it('a refusal names the group whose rule failed', () => {
    fc.assert(
      fc.property(groupsAndSelection, ([groups, names]) => {
        const problem = selectionProblem(groups, names);
        if (problem === null) return;
        expect(groups.some((group) => problem.includes(group.title))).toBe(true);
      }),
    );
  });

  it('names an option the product does not offer', () => {
    const groups: ChoiceGroupRule[] = [{ title: 'Protein', kind: 'one', limit: null, options: [{ name: 'Beef' }] }];
    expect(selectionProblem(groups, ['Beef', 'Goat'])).toBe(CHOICE_MESSAGES.unknownOption('Goat'));
  });

  it('keeps §5 for products whose groups are all plain extras: nothing chosen is refused with today’s text', () => {
    const groups: ChoiceGroupRule[] = [
      { title: 'Add-ons', kind: 'extras', limit: null, options: [{ name: 'Plantain' }] },
      { title: 'Drinks', kind: 'extras', limit: null, options: [{ name: 'Zobo' }] },
    ];
    expect(selectionProblem(groups, [])).toBe('Choose at least one extra first: Add-ons, Drinks');
    expect(selectionProblem(groups, ['Zobo'])).toBeNull();
  });
});

describe('priceSelection', () => {
  it('prices each chosen option once at the group’s price, however often the client sent it', () => {
    fc.assert(
      fc.property(groupsAndSelection, ([groups, names]) => {
        const priced = priceSelection(groups, names);
        const options = groups.flatMap((group) => group.options);
        const expected = [...new Set(names)].map((name) => options.find((option) => option.name === name));
        expect(priced.condiments).toEqual(expected);
        expect(priced.extrasKobo).toBe(expected.reduce((sum, option) => sum + (option?.priceKobo ?? 0), 0));
        expect(priceSelection(groups, [...names, ...names])).toEqual(priced);
        expect(priced.problem).toBe(selectionProblem(groups, names));
      }),
    );
  });

  it('drops names no longer offered and reports them', () => {
    const groups = [{ title: 'Size', kind: 'one' as const, limit: null, options: [{ name: 'M', priceKobo: 0 }] }];
    const priced = priceSelection(groups, ['M', 'XXL']);
    expect(priced.condiments).toEqual([{ name: 'M', priceKobo: 0 }]);
    expect(priced.problem).toBe(CHOICE_MESSAGES.unknownOption('XXL'));
  });
});

describe('toggleChoice', () => {
  it('keeps at most one option of a pick-one group, and toggles elsewhere', () => {
    fc.assert(
      fc.property(groupsAndSelection, ([groups, clicks]) => {
        let selected: string[] = [];
        for (const name of clicks) selected = toggleChoice(groups, selected, name);
        for (const group of groups) if (group.kind === 'one') expect(countIn(group, selected)).toBeLessThanOrEqual(1);
        expect(new Set(selected).size).toBe(selected.length);
      }),
    );
  });
});

describe('defaults', () => {
  it('a product whose pick-one groups all have defaults and no other rule can be added as the page opens', () => {
    fc.assert(
      fc.property(arbitraryGroups, (groups) => {
        const start = defaultSelection(groups);
        const onlyOnesWithDefaults = groups.every((group) => group.kind === 'one' && group.defaultOption !== null);
        if (onlyOnesWithDefaults) expect(selectionProblem(groups, start)).toBeNull();
        // Without any choice, a product needs one exactly when the empty selection is refused.
        expect(needsChoice(groups)).toBe(selectionProblem(groups, []) !== null);
      }),
    );
  });
});

describe('groupRuleProblem', () => {
  it('takes limits from 1 to the number of options and a default that is one of them', () => {
    const options = [{ name: 'Beef' }, { name: 'Chicken' }];
    expect(groupRuleProblem({ title: 'Protein', kind: 'upTo', limit: 2, defaultOption: 'Beef', options })).toBeNull();
    expect(groupRuleProblem({ title: 'Protein', kind: 'upTo', limit: 3, defaultOption: null, options })).toMatchObject({
      field: 'limit',
      message: expect.stringContaining('Protein'),
    });
    expect(groupRuleProblem({ title: 'Protein', kind: 'atLeast', limit: 0, defaultOption: null, options })).toMatchObject({
      message: expect.stringContaining('1 to 2'),
    });
    expect(groupRuleProblem({ title: 'Protein', kind: 'one', limit: null, defaultOption: 'Goat', options })).toEqual({
      field: 'defaultOption',
      message: 'Protein: the default must be one of its options',
    });
  });
});
