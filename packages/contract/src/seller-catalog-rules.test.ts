import { describe, expect, it } from 'vitest';
import { extrasNameClash, productFormProblem } from './seller-catalog-rules';
import { sellerProductInputSchema } from './schemas/seller-catalog';

const option = (name: string, price = '500') => ({ name, price });

describe('extras names: every option of a product and every group has its own name', () => {
  it('takes distinct names', () => {
    expect(
      extrasNameClash([
        { title: 'Protein', options: [{ name: 'Chicken' }, { name: 'Beef' }] },
        { title: 'Extra protein', options: [{ name: 'Chicken (large)' }] },
      ]),
    ).toBeNull();
  });

  it('refuses an option named as one of another group, trimmed and case-insensitively', () => {
    expect(
      extrasNameClash([
        { title: 'Protein', options: [{ name: 'Chicken' }, { name: 'Beef' }] },
        { title: 'Extra protein', options: [{ name: ' chicken ' }] },
      ]),
    ).toEqual({
      group: 1,
      option: 0,
      message:
        'The option name “chicken” is already used in the group “Protein”: give each option of a product its own name, e.g. “chicken (large)”.',
    });
  });

  it('refuses the same option twice in one group', () => {
    expect(extrasNameClash([{ title: 'Protein', options: [{ name: 'Beef' }, { name: 'BEEF' }] }])).toMatchObject({
      group: 0,
      option: 1,
      message: expect.stringContaining('is already used in this group') as string,
    });
  });

  it('refuses two groups with one title', () => {
    expect(
      extrasNameClash([
        { title: 'Protein', options: [{ name: 'Beef' }] },
        { title: 'protein ', options: [{ name: 'Fish' }] },
      ]),
    ).toEqual({ group: 1, message: 'There is already an extras group called “protein”: give each group its own name.' });
  });

  it("the form names the clashing field by the form's ids", () => {
    const form = {
      title: 'Fried Rice',
      price: '1500',
      extras: [
        { title: 'Protein', options: [option('Chicken'), option('Beef', '400')] },
        { title: 'Extra protein', options: [option('Chicken', '900')] },
      ],
    };
    expect(productFormProblem(form)).toMatchObject({ field: 'extra-1-option-0-name' });
    expect(productFormProblem({ ...form, extras: [form.extras[0]!, { title: 'PROTEIN', options: [option('Fish')] }] })).toMatchObject({
      field: 'extra-1-title',
    });
  });

  it('the API schema refuses the same, at the field that clashes', () => {
    const result = sellerProductInputSchema.safeParse({
      title: 'Fried Rice',
      priceKobo: 150_000,
      extras: [
        { title: 'Protein', options: [{ name: 'Chicken', priceKobo: 50_000 }] },
        { title: 'Extra protein', options: [{ name: 'Chicken', priceKobo: 90_000 }] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['extras', 1, 'options', 0, 'name'] });
  });
});
