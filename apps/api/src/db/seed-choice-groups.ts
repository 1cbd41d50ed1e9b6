import type { ChoiceKind } from '@campus/contract';
import type { ProductTemplate } from './seed-data';

/** A demo product with choice groups (issue 38), for one named shop, after the shop's usual products. */
export interface ChoiceDemo {
  shop: string;
  product: Omit<ProductTemplate, 'extras'> & { extras: NonNullable<ProductTemplate['extras']> };
}

const group = (title: string, kind: ChoiceKind, options: [string, number][], more: { limit?: number; defaultOption?: string } = {}) => ({
  title,
  kind,
  options,
  ...more,
});

/**
 * The demo's menus with rules: a shawarma that asks "Beef or Chicken?" and a tee with sizes. They sit
 * in shops no test picks its products from by position, so the rest of the demo catalog is unchanged.
 */
export const CHOICE_DEMOS: ChoiceDemo[] = [
  {
    shop: 'Shawarma Hub',
    product: {
      title: 'Loaded Shawarma',
      description: 'A toasted wrap loaded with your choice of meat, cabbage, cream and hot sauce.',
      price: [2500, 2500],
      extras: [
        group('Beef or Chicken?', 'one', [
          ['Beef', 0],
          ['Chicken', 200],
        ]),
        group(
          'Size',
          'one',
          [
            ['Regular', 0],
            ['Jumbo', 800],
          ],
          { defaultOption: 'Regular' },
        ),
        group(
          'Add-ons',
          'upTo',
          [
            ['Extra Cheese', 300],
            ['Sausage', 250],
            ['Extra Sauce', 0],
          ],
          { limit: 2 },
        ),
      ],
    },
  },
  {
    shop: 'Campus Threads',
    product: {
      title: 'Campus Crest Tee',
      description: 'Heavy cotton tee with the campus crest printed on the chest.',
      price: [4500, 4500],
      extras: [
        group(
          'Size',
          'one',
          [
            ['S', 0],
            ['M', 0],
            ['L', 0],
            ['XL', 500],
          ],
          { defaultOption: 'M' },
        ),
      ],
    },
  },
];
