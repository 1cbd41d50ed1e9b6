import { describe, expect, it } from 'vitest';
import { slugify } from '@campus/contract';
import { CHOICE_DEMOS } from '../seed-choice-groups';
import { CATALOG_SEED } from '../seed-data';
import { renderArt } from './art';
import { storefront } from './art-accessories';
import { book } from './art-books';
import { drawingFor } from './art-kinds';

/** Tags open and close in order (a well-formed document, as far as an SVG of ours goes). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name ?? '');
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

const products = [
  ...CATALOG_SEED.flatMap((category) => category.products.map((p) => ({ theme: category.theme, slug: slugify(p.title) }))),
  // The demo products with choice groups (issue 38), in their shops' themes.
  ...CHOICE_DEMOS.map((demo) => ({
    theme: CATALOG_SEED.find((category) => category.shops.some((shop) => shop.name === demo.shop))?.theme ?? '',
    slug: slugify(demo.product.title),
  })),
];

describe('renderArt (the demo pictures)', () => {
  it('draws every seeded product as what it is: a picture of its own kind, not a shop front (books: their cover)', () => {
    for (const { theme, slug } of products) {
      const drawing = drawingFor(theme, slug);
      if (theme === 'books' && drawing === book) continue;
      expect(drawing, `${theme}/${slug}`).not.toBe(storefront);
    }
  });

  it('gives the food, fashion, electronics and accessories items many different pictures', () => {
    for (const theme of ['food', 'fashion', 'electronics', 'accessories']) {
      const ofTheme = products.filter((p) => p.theme === theme);
      const kinds = new Set(ofTheme.map((p) => drawingFor(theme, p.slug)));
      expect(kinds.size, theme).toBeGreaterThanOrEqual(Math.min(10, ofTheme.length - 2));
    }
  });

  it('puts a book title on its cover and a shop name on its sign', () => {
    expect(renderArt('books', 'things-fall-apart')).toContain('>Things Fall<');
    expect(renderArt('books', 'shop--book-shop')).toContain('>Book Shop<');
    expect(drawingFor('books', 'shop--book-shop')).toBe(storefront);
  });

  it('makes well-formed, self-contained SVG: no script, no external address, the same bytes for the same picture', () => {
    for (const { theme, slug } of [
      ...products,
      { theme: 'shop', slug: 'suya-spot-inside' },
      { theme: 'food', slug: 'bulk-food-store-3-20000' },
    ]) {
      for (const name of [slug, `${slug}-2`]) {
        const svg = renderArt(theme, name);
        expect(balanced(svg), `${theme}/${name}`).toBe(true);
        expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|url\((?!#)/i);
        expect(svg.match(/https?:\/\/[^"\s]*/g)).toEqual(['http://www.w3.org/2000/svg']);
        expect(renderArt(theme, name)).toBe(svg);
      }
    }
  });

  it("draws the same item whatever shop's address it is under (only the backdrop may differ)", () => {
    const here = renderArt('food', 'jollof-rice--suya-spot');
    const there = renderArt('food', 'jollof-rice--mama-titis-kitchen');
    expect(drawingFor('food', 'jollof-rice')).toBe(drawingFor('food', 'jollof-rice'));
    expect(here).toContain('aria-label="Jollof Rice"');
    expect(there).toContain('aria-label="Jollof Rice"');
    const body = (svg: string) => svg.split('\n')[2];
    expect(body(here)).toBe(body(there));
  });

  it("shows the whole shop front but its pavement, sign first, in the middle third that the shop page's 3:1 banner keeps", () => {
    // The banner (shop-carousel.tsx, aspect 3:1 from md up) covers with a 4:3 picture: y 83.3–216.7 of 300 show.
    const [top, bottom] = [150 - 400 / 3 / 2, 150 + 400 / 3 / 2];
    for (const shop of ['mama-titis-kitchen', 'campus-gadget-hub-and-repairs', 'book-shop']) {
      const svg = renderArt('food', `shop--${shop}`);
      const placement = /<g transform="translate\(200 ([\d.]+)\) scale\(([\d.]+)\) translate\(-200 -([\d.]+)\)">/.exec(svg);
      expect(placement, shop).not.toBeNull();
      const [ground, scale, pavement] = placement!.slice(1).map(Number) as [number, number, number];
      const shown = (y: number) => ground - (pavement - y) * scale;
      const front = svg.slice(placement!.index);
      // Every part's top edge and every line of the sign (its baseline) in the band; the pavement under it may fall below.
      const tops = [...front.matchAll(/<(?:rect|text)[^>]* y="([\d.]+)"/g)].map((m) => shown(Number(m[1])));
      const [signTop] = [...front.matchAll(/<rect[^>]* y="([\d.]+)"[^>]* height="50"/g)].map((m) => shown(Number(m[1])));
      expect(Math.min(...tops), shop).toBeGreaterThanOrEqual(top);
      expect(signTop, shop).toBeLessThan(top + 10);
      expect(
        tops.filter((y) => y > bottom),
        shop,
      ).toEqual([shown(248)]);
    }
  });

  it('escapes text taken from the address', () => {
    const svg = renderArt('books', 'a-b-c');
    expect(balanced(svg)).toBe(true);
    expect(renderArt('books', '<script>')).not.toContain('<script>');
  });
});
