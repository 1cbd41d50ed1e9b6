import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRUNCATE } from './constants';
import { accountLabel, shopCardName, slugify, truncate } from './text';

describe('truncate', () => {
  it('keeps text up to the limit and cuts longer text with "..."', () => {
    expect(truncate('Jollof rice', 20)).toBe('Jollof rice');
    expect(truncate('x'.repeat(50), TRUNCATE.shopDescription)).toBe('x'.repeat(50));
    expect(truncate('x'.repeat(51), TRUNCATE.shopDescription)).toBe(`${'x'.repeat(50)}...`);
    expect(truncate('Spicy chicken suya with onions', 10)).toBe('Spicy chic...');
    expect(truncate('', 5)).toBe('');
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    expect(truncate('🍕🍔🍟🌭', 2)).toBe('🍕🍔...');
    expect(truncate('Café ₦', 6)).toBe('Café ₦');
  });

  it('keeps a prefix of at most max characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), fc.integer({ min: 0, max: 60 }), (text, max) => {
        const out = truncate(text, max);
        if ([...text].length <= max) expect(out).toBe(text);
        else {
          expect(out.endsWith('...')).toBe(true);
          expect([...out.slice(0, -3)]).toHaveLength(max);
          expect(text.startsWith(out.slice(0, -3))).toBe(true);
        }
      }),
    );
  });
});

describe('shopCardName (§2: cut to 20 characters plus "..." when longer than 19)', () => {
  it('leaves names of up to 19 characters alone', () => {
    expect(shopCardName('Book Shop')).toBe('Book Shop');
    expect(shopCardName('x'.repeat(19))).toBe('x'.repeat(19));
  });
  it('adds "..." from 20 characters, keeping the first 20', () => {
    expect(shopCardName('x'.repeat(20))).toBe(`${'x'.repeat(20)}...`);
    expect(shopCardName("Mama Titi's Kitchen & Grill")).toBe("Mama Titi's Kitchen ...");
  });
});

describe('accountLabel (§2 top bar)', () => {
  it.each([
    ['Ada Lovelace', 'Ada...'],
    ['  Chinua   Achebe ', 'Chinua...'],
    ['Tunde', 'Tunde...'],
    ['', 'My Account'],
    ['   ', 'My Account'],
    [null, 'My Account'],
    [undefined, 'My Account'],
  ])('%j shows %j', (name, label) => {
    expect(accountLabel(name)).toBe(label);
  });
});

describe('slugify', () => {
  it.each([
    ["Mama Titi's Kitchen", 'mama-titis-kitchen'],
    ['Book Shop', 'book-shop'],
    ['Café & Crêpes', 'cafe-and-crepes'],
    ['  --Hello__World--  ', 'hello-world'],
    ['iPhone 15 Pro Max (256GB)', 'iphone-15-pro-max-256gb'],
    ['₦₦₦', ''],
  ])('%j becomes %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('gives lowercase ASCII words joined by single dashes, and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = slugify(name);
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
