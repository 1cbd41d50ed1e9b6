import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, type SellerProductInput } from '@campus/contract';
import { createPersonas, headersOf, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';

const FRIED_RICE: SellerProductInput = {
  title: 'Fried Rice',
  description: '',
  priceKobo: 150_000,
  images: [],
  isAvailable: true,
  extras: [
    {
      title: 'Protein',
      options: [
        { name: 'Chicken', priceKobo: 50_000 },
        { name: 'Beef', priceKobo: 40_000 },
      ],
    },
    { title: 'Extra protein', options: [{ name: 'Chicken (large)', priceKobo: 90_000 }] },
  ],
};

/**
 * The cart tells a product's extras apart by name (cart.service priceExtras), so the console refuses
 * two options or two groups of one product with the same name: otherwise one of them cannot be bought.
 */
describe(`extras names in the shop console (${testDatabaseKind})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let people: Personas;
  const products = () => `/api/v1/seller/shops/${people.shopA.slug}/products`;
  const send = (method: 'POST' | 'PUT', url: string, payload: SellerProductInput) =>
    t.app.inject({ method, url, headers: headersOf(people, 'ownerA'), payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    people = await createPersonas(t.app);
  });
  afterAll(() => t.close());

  const withExtras = (extras: SellerProductInput['extras']): SellerProductInput => ({ ...FRIED_RICE, extras });

  it.each([
    {
      case: 'an option named as one of another group (trimmed, any case)',
      extras: [FRIED_RICE.extras![0]!, { title: 'Extra protein', options: [{ name: ' chicken ', priceKobo: 90_000 }] }],
      field: 'extras.1.options.0.name',
      error:
        'The option name “chicken” is already used in the group “Protein”: give each option of a product its own name, e.g. “chicken (large)”.',
    },
    {
      case: 'the same option twice in one group',
      extras: [
        {
          title: 'Protein',
          options: [
            { name: 'Beef', priceKobo: 40_000 },
            { name: 'BEEF', priceKobo: 60_000 },
          ],
        },
      ],
      field: 'extras.0.options.1.name',
      error: 'The option name “BEEF” is already used in this group: give each option of a product its own name, e.g. “BEEF (large)”.',
    },
    {
      case: 'two groups with one title',
      extras: [
        { title: 'Protein', options: [{ name: 'Beef', priceKobo: 40_000 }] },
        { title: 'Protein', options: [{ name: 'Fish', priceKobo: 40_000 }] },
      ],
      field: 'extras.1.title',
      error: 'There is already an extras group called “Protein”: give each group its own name.',
    },
  ])('create and edit refuse $case (400, naming the field)', async ({ extras, field, error }) => {
    const created = await send('POST', products(), withExtras(extras));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ error, code: 'invalid_input', field });

    const made = await send('POST', products(), FRIED_RICE);
    expect(made.statusCode).toBe(201);
    const edited = await send('PUT', `${products()}/${made.json<{ id: string }>().id}`, withExtras(extras));
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual({ error, code: 'invalid_input', field });
  });

  it('with distinct names every option can be bought at its own price', async () => {
    const made = await send('POST', products(), FRIED_RICE);
    expect(made.statusCode).toBe(201);
    const { id } = made.json<{ id: string }>();
    const shopper = await createTestUser(t.app);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/cart/${id}`,
      headers: shopper.auth,
      payload: { condiments: [{ name: 'Chicken (large)' }] },
    });
    expect(add.statusCode).toBe(200);
    const line = cartResponseSchema.parse(add.json()).cart.find((item) => item.product._id === id);
    expect(line?.condiments).toEqual([{ name: 'Chicken (large)', price: 900 }]);
    expect(line?.unitPrice).toBe(2400);
  });
});
