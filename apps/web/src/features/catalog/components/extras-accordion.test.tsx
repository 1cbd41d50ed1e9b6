import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@campus/contract';
import { hydrate, serverRendered, unmountRendered } from '@/testing/hydration';
import { productTotal } from '../product-rules';
import { ExtrasAccordion } from './extras-accordion';

const product = {
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
    { _id: 'e2', title: 'Drink', options: [{ name: 'Zobo', price: '300' }] },
  ],
} as unknown as Product;

/** The product page's part: the selection, its total and the accordion. */
function Extras() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <output>{productTotal(product, selected)}</output>
      <ExtrasAccordion product={product} selected={selected} onChange={setSelected} />
    </>
  );
}

afterEach(unmountRendered);

describe('ExtrasAccordion on a server-rendered page', () => {
  it('the extras ticked before hydration are the selection once hydrated, and a later tick moves from there', () => {
    const container = serverRendered(<Extras />);
    const box = (name: string) =>
      [...container.querySelectorAll('label')].find((l) => l.textContent?.includes(name))!.querySelector('input')!;
    box('Beef').checked = true;
    box('Zobo').checked = true;
    hydrate(container, <Extras />);
    expect(container.querySelector('output')!.textContent).toBe(String(1200 + 500 + 300));
    act(() => box('Zobo').click());
    expect(box('Zobo').checked).toBe(false);
    expect(box('Beef').checked).toBe(true);
    expect(container.querySelector('output')!.textContent).toBe(String(1200 + 500));
  });
});

describe('ExtrasAccordion with choice groups (issue 38)', () => {
  const shawarma = {
    price: 2500,
    extras: [
      {
        _id: 'g1',
        title: 'Beef or Chicken?',
        kind: 'one',
        options: [
          { name: 'Beef', price: '0' },
          { name: 'Chicken', price: '200' },
        ],
      },
      { _id: 'g2', title: 'Add-ons', kind: 'upTo', limit: 2, options: [{ name: 'Cheese', price: '300' }] },
    ],
  } as unknown as Product;

  function Choices() {
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <>
        <output>{productTotal(shawarma, selected)}</output>
        <ExtrasAccordion product={shawarma} selected={selected} onChange={setSelected} />
      </>
    );
  }

  it('shows a pick-one group as radios (one at a time, no price for a free option) and the rule as a hint', () => {
    const container = serverRendered(<Choices />);
    hydrate(container, <Choices />);
    const input = (name: string) =>
      [...container.querySelectorAll('label')].find((l) => l.textContent?.includes(name))!.querySelector('input')!;
    expect(input('Beef').type).toBe('radio');
    expect(input('Cheese').type).toBe('checkbox');
    expect(container.textContent).toContain('Pick one');
    expect(container.textContent).toContain('Pick up to 2');
    expect(input('Beef').closest('label')!.textContent).toBe('Beef');
    act(() => input('Chicken').click());
    act(() => input('Beef').click());
    expect(input('Chicken').checked).toBe(false);
    expect(input('Beef').checked).toBe(true);
    expect(container.querySelector('output')!.textContent).toBe('2500');
  });
});
