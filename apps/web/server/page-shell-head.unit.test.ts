import { describe, expect, it } from 'vitest';
import { productHead, type Product } from '@campus/contract';
import { renderHeadTags } from './page-shell-head';

const product: Product = {
  _id: 'p1',
  slug: 'evil',
  productTitle: 'Rice </script><script>alert(1)</script> & "beans"',
  description: 'Tasty <!-- no comment -->',
  price: 1500,
  images: ['/media/rice.webp'],
  extras: [],
  category: { name: 'Food' },
  shop: { _id: 's1', slug: 'shop', name: 'Shop' },
};

describe('head tags of a product whose seller wrote markup into its title', () => {
  const { title, tags } = renderHeadTags(
    { head: productHead(product), canonical: '/product-page/evil', thing: { kind: 'product', product } },
    'https://market.test',
  );

  it('a title with </script> cannot end the JSON-LD block or start a script', () => {
    const blocks = tags.split('<script').slice(1);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.startsWith(' type="application/ld+json">')).toBe(true);
    expect((tags.match(/<\/script>/g) ?? []).length).toBe(1);
    const json = tags.slice(tags.indexOf('ld+json">') + 9, tags.indexOf('</script>'));
    expect(JSON.parse(json)).toMatchObject({ name: product.productTitle, description: product.description });
  });

  it('the title and attributes are escaped text', () => {
    expect(title).toBe(
      '<title>Rice &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; "beans" – ₦1,500.00 | Campus Market</title>',
    );
    expect(tags).toContain(
      'content="Rice &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;beans&quot; – ₦1,500.00 | Campus Market"',
    );
  });

  it('addresses are absolute on the store’s origin', () => {
    expect(tags).toContain('<meta property="og:image" content="https://market.test/media/rice.webp">');
    expect(tags).toContain('<link rel="canonical" href="https://market.test/product-page/evil">');
  });
});
