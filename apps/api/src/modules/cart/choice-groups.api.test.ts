import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartResponseSchema, productSchema, type SellerProductInput } from '@campus/contract';
import { createPersonas, headersOf, type Personas } from '../../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';

/** A shawarma as an owner sets it up in the console (issue 38 item 1). */
const SHAWARMA: SellerProductInput = {
  title: 'Shawarma',
  description: '',
  priceKobo: 250_000,
  images: [],
  isAvailable: true,
  extras: [
    {
      title: 'Beef or Chicken?',
      kind: 'one',
      options: [
        { name: 'Beef', priceKobo: 0 },
        { name: 'Chicken', priceKobo: 20_000 },
      ],
    },
    {
      title: 'Add-ons',
      kind: 'upTo',
      limit: 2,
      defaultOption: 'Extra Sauce',
      options: [
        { name: 'Cheese', priceKobo: 30_000 },
        { name: 'Sausage', priceKobo: 25_000 },
        { name: 'Extra Sauce', priceKobo: 0 },
      ],
    },
  ],
};

describe(`choice groups with rules (${testDatabaseKind})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let people: Personas;
  let productId = '';
  const products = () => `/api/v1/seller/shops/${people.shopA.slug}/products`;
  const owner = (method: 'POST' | 'PUT', url: string, payload: SellerProductInput) =>
    t.app.inject({ method, url, headers: headersOf(people, 'ownerA'), payload: payload as object });
  const add = (payload: object | undefined) =>
    t.app.inject({ method: 'POST', url: `/api/v1/user/cart/${productId}`, headers: headersOf(people, 'shopper'), payload });
  /** The shopper starts paying for the cart. */
  const pay = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/initialize',
      headers: headersOf(people, 'shopper'),
      payload: { hall: 'Queen Esther', room: 'A1' },
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    people = await createPersonas(t.app);
    const made = await owner('POST', products(), SHAWARMA);
    expect(made.statusCode).toBe(201);
    productId = made.json().id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.inject({ method: 'DELETE', url: '/api/v1/user/carts', headers: headersOf(people, 'shopper') });
  });

  it('the console saves each group’s kind, limit and default, and the storefront shows them', async () => {
    const saved = (await t.app.inject({ method: 'GET', url: `${products()}/${productId}`, headers: headersOf(people, 'ownerA') })).json();
    expect(
      saved.extras.map((g: { kind: string; limit: number | null; defaultOption: string | null }) => [g.kind, g.limit, g.defaultOption]),
    ).toEqual([
      ['one', null, null],
      ['upTo', 2, 'Extra Sauce'],
    ]);
    const slug = saved.slug as string;
    const product = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/product/slug/${slug}` })).json());
    expect(product.extras.map((g) => [g.title, g.kind, g.limit, g.defaultOption])).toEqual([
      ['Beef or Chicken?', 'one', undefined, undefined],
      ['Add-ons', 'upTo', 2, 'Extra Sauce'],
    ]);
  });

  it.each([
    { case: 'nothing chosen for a pick-one group', condiments: [{ name: 'Cheese' }], error: 'Choose one option for “Beef or Chicken?”' },
    {
      case: 'two options of a pick-one group',
      condiments: [{ name: 'Beef' }, { name: 'Chicken' }],
      error: 'Choose only one option for “Beef or Chicken?”',
    },
    {
      case: 'more than "up to 2"',
      condiments: [{ name: 'Beef' }, { name: 'Cheese' }, { name: 'Sausage' }, { name: 'Extra Sauce' }],
      error: 'Choose at most 2 for “Add-ons”',
    },
    { case: 'an option the product does not offer', condiments: [{ name: 'Goat' }], error: 'Unknown extra for this product: Goat' },
  ])('refuses $case with 400 naming the group, and adds nothing', async ({ condiments, error }) => {
    const refused = await add({ condiments });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(error);
    const cart = cartResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/cart', headers: headersOf(people, 'shopper') })).json(),
    );
    expect(cart.cart).toEqual([]);
  });

  it('refuses an add with no choice at all (the shop card’s empty add), naming the group', async () => {
    const refused = await add(undefined);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Choose one option for “Beef or Chicken?”');
  });

  it('prices a good selection on the server whatever prices the client sends, and adds the stepper’s quantity', async () => {
    const added = await add({
      condiments: [
        { name: 'Chicken', price: 0 },
        { name: 'Cheese', price: '-300' },
        { name: 'Chicken', price: 1 },
      ],
      quantity: 3,
    });
    expect(added.statusCode).toBe(200);
    const line = cartResponseSchema.parse(added.json()).cart[0];
    expect(line).toMatchObject({
      qty: 3,
      condiments: [
        { name: 'Chicken', price: 200 },
        { name: 'Cheese', price: 300 },
      ],
      unitPrice: 3000,
      totalPrice: 9000,
    });
    expect(line?.choiceProblem).toBeUndefined();
  });

  it('checkout refuses a line whose choices the shop changed, naming it, and prices a chosen-again line with today’s prices', async () => {
    await add({ condiments: [{ name: 'Beef' }, { name: 'Sausage' }] });
    // The owner raises the sausage and makes Add-ons "at least 2": the cart line says so, priced at the new price.
    const changed = structuredClone(SHAWARMA);
    changed.extras![1] = { ...changed.extras![1]!, kind: 'atLeast', limit: 2 };
    changed.extras![1]!.options[1]!.priceKobo = 40_000;
    expect((await owner('PUT', `${products()}/${productId}`, changed)).statusCode).toBe(200);
    const cart = cartResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/cart', headers: headersOf(people, 'shopper') })).json(),
    );
    expect(cart.cart[0]).toMatchObject({ unitPrice: 2900, choiceProblem: 'Choose at least 2 for “Add-ons”' });
    const paid = await pay();
    // Never charged for a selection the rules now refuse: the shopper chooses again.
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe('Shawarma: Choose at least 2 for “Add-ons”. Choose again on its page, then pay.');
    await t.app.inject({ method: 'DELETE', url: '/api/v1/user/carts', headers: headersOf(people, 'shopper') });
    await add({ condiments: [{ name: 'Beef' }, { name: 'Sausage' }, { name: 'Cheese' }] });
    const again = await pay();
    // Today's prices from the selection (2,500 + Beef 0 + Sausage 400 + Cheese 300), never a price the client sent.
    expect(again.statusCode).toBe(200);
    expect(again.json().amount).toBe(320_000 + people.shopA.deliveryPriceKobo);
    await owner('PUT', `${products()}/${productId}`, SHAWARMA);
  });

  it('keeps §5 for plain extras: a product whose groups have no kind still needs one extra, with today’s text', async () => {
    const plain = await owner('POST', products(), {
      ...SHAWARMA,
      title: 'Fried Rice',
      extras: [{ title: 'Protein', options: [{ name: 'Fish', priceKobo: 50_000 }] }],
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/cart/${plain.json().id}`,
      headers: headersOf(people, 'shopper'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Choose at least one extra first: Protein');
  });

  it.each([
    { case: 'a limit above the number of options', group: { ...SHAWARMA.extras![1]!, limit: 4 }, field: 'extras.1.limit' },
    { case: 'a limit of 0', group: { ...SHAWARMA.extras![1]!, kind: 'atLeast' as const, limit: 0 }, field: 'extras.1.limit' },
    {
      case: 'a default that is not an option',
      group: { ...SHAWARMA.extras![1]!, defaultOption: 'Ketchup' },
      field: 'extras.1.defaultOption',
    },
  ])('the console refuses $case (400, naming the group)', async ({ group, field }) => {
    const refused = await owner('PUT', `${products()}/${productId}`, { ...SHAWARMA, extras: [SHAWARMA.extras![0]!, group] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('Add-ons');
    expect(refused.json().field).toBe(field);
  });
});
