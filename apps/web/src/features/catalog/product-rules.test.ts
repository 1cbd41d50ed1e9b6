import { describe, expect, it } from 'vitest';
import { cardButtonState, closedOf, extraChoices, pageButtonState, productTotal, selectedCondiments, toggleName } from './product-rules';

const plain = { isAvailable: true, extras: [], price: 1500 };
const withExtras = {
  isAvailable: undefined,
  price: 1200,
  extras: [
    {
      _id: 'e1',
      title: 'Protein',
      options: [
        { name: 'Chicken', price: '900' },
        { name: 'Beef', price: '500' },
      ],
    },
    {
      _id: 'e2',
      title: 'Drink',
      options: [
        { name: 'Zobo', price: '300' },
        { name: 'Chicken', price: '950' },
      ],
    },
  ],
};
const idle = { inCart: false, isBusy: false };

describe('cardButtonState (§4 shop/search card)', () => {
  it('is Out of Stock and disabled when unavailable, whatever else holds', () => {
    expect(cardButtonState({ ...plain, isAvailable: false }, { inCart: true, isBusy: true })).toEqual({
      label: 'Out of Stock',
      disabled: true,
    });
  });
  it('is In Cart and disabled when already in the cart', () => {
    expect(cardButtonState(plain, { inCart: true, isBusy: false })).toEqual({ label: 'In Cart', disabled: true });
  });
  it('is Add to Cart, then Adding... while busy', () => {
    expect(cardButtonState(plain, idle)).toEqual({ label: 'Add to Cart', disabled: false });
    expect(cardButtonState(plain, { inCart: false, isBusy: true })).toEqual({ label: 'Adding...', disabled: true });
  });
  it('shows no add button for a product with extras: a Choose options link instead (issue 38)', () => {
    expect(cardButtonState(withExtras, idle)).toEqual({ label: 'Choose options', disabled: false });
  });
  it('treats an absent isAvailable as available', () => {
    expect(cardButtonState({ extras: [] }, idle)?.label).toBe('Add to Cart');
  });
});

describe('pageButtonState (§4 product page)', () => {
  it('stays Extras required until every group rule holds, e.g. a pick-one group (issue 38)', () => {
    const shawarma = {
      isAvailable: true,
      extras: [
        {
          _id: 'g1',
          title: 'Beef or Chicken?',
          kind: 'one' as const,
          options: [
            { name: 'Beef', price: '0' },
            { name: 'Chicken', price: '200' },
          ],
        },
        {
          _id: 'g2',
          title: 'Add-ons',
          kind: 'upTo' as const,
          limit: 1,
          options: [
            { name: 'Cheese', price: '300' },
            { name: 'Sausage', price: '250' },
          ],
        },
      ],
    };
    expect(pageButtonState(shawarma, ['Cheese'], idle).label).toBe('Extras required');
    expect(pageButtonState(shawarma, ['Beef', 'Cheese', 'Sausage'], idle).label).toBe('Extras required');
    expect(pageButtonState(shawarma, ['Beef'], idle)).toEqual({ label: 'Add to cart', disabled: false, action: 'add' });
  });

  it('requires an extra before adding', () => {
    expect(pageButtonState(withExtras, [], idle)).toEqual({ label: 'Extras required', disabled: true, action: null });
    expect(pageButtonState(withExtras, ['Zobo'], idle)).toEqual({ label: 'Add to cart', disabled: false, action: 'add' });
  });
  it('offers removal once in the cart, and shows Adding... while busy', () => {
    expect(pageButtonState(plain, [], { inCart: true, isBusy: false })).toEqual({
      label: 'Added to cart',
      disabled: false,
      action: 'remove',
    });
    expect(pageButtonState(plain, [], { inCart: false, isBusy: true }).label).toBe('Adding...');
  });
  it('is Out of Stock when unavailable', () => {
    expect(pageButtonState({ ...plain, isAvailable: false }, [], idle)).toMatchObject({ label: 'Out of Stock', disabled: true });
  });
});

describe('extras', () => {
  it('lists each option name once, first price wins', () => {
    expect(extraChoices(withExtras).map((c) => `${c.name}:${c.price}`)).toEqual(['Chicken:900', 'Beef:500', 'Zobo:300']);
  });
  it('toggles by name', () => {
    expect(toggleName([], 'Zobo')).toEqual(['Zobo']);
    expect(toggleName(['Beef', 'Zobo'], 'Beef')).toEqual(['Zobo']);
  });
  it('totals base price plus selected extras', () => {
    expect(productTotal(withExtras, [])).toBe(1200);
    expect(productTotal(withExtras, ['Chicken', 'Zobo'])).toBe(2400);
    expect(productTotal(withExtras, ['Unknown'])).toBe(1200);
  });
  it('sends the selected options as condiments', () => {
    expect(selectedCondiments(withExtras, ['Zobo', 'Beef'])).toEqual([
      { name: 'Beef', price: 500 },
      { name: 'Zobo', price: 300 },
    ]);
  });
});

describe('a closed or paused shop (issues 20, 36)', () => {
  const plain = { isAvailable: true, extras: [] };
  const idle = { inCart: false, isBusy: false };
  it('the buttons say Closed or Paused and refuse the add', () => {
    expect(cardButtonState(plain, idle, true)).toEqual({ label: 'Closed', disabled: true });
    expect(cardButtonState(plain, idle, 'paused')).toEqual({ label: 'Paused', disabled: true });
    expect(pageButtonState(plain, [], idle, 'paused')).toEqual({ label: 'Shop paused', disabled: true, action: null });
  });
  it('reads the one status', () => {
    expect(closedOf({ kind: 'open' })).toBe(false);
    expect(closedOf({ kind: 'closed', opens: null })).toBe(true);
    expect(closedOf({ kind: 'paused', until: null, reason: '' })).toBe('paused');
  });
});
