import { SHARE_IMAGE, STORE_NAME, nairaToKobo, type Product, type Shop } from '@campus/contract';

import type { PageAbout } from './page-shell-hints';

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` written as \u003c, so no text of the
 * catalog (a title with `</script>` or `<!--` in it) can end the block or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A store path made absolute on the store's origin; other addresses as they are. */
function absolute(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

/** schema.org AggregateRating from the shown reviews (issue 37 item 1): only when there is at least one. */
function aggregateRating(rating: { average: number; count: number } | undefined): object {
  if (!rating || rating.count < 1) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average.toFixed(1),
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** schema.org Product with its Offer (price in naira, availability) and the shop selling it. */
function productLd(product: Product, url: string, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productTitle,
    description: product.description,
    image: product.images.map((image) => absolute(origin, image)),
    url,
    category: product.category.name,
    brand: { '@type': 'Brand', name: product.shop.name },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'NGN',
      // Whole naira with kobo, as the price is shown (§3: naira at the edges).
      price: (nairaToKobo(product.price) / 100).toFixed(2),
      availability: product.isAvailable === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: product.shop.name },
    },
    ...aggregateRating(product.rating),
  };
}

function storeLd(shop: Shop, url: string, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: shop.name,
    description: shop.description,
    image: shop.shop_image.map((image) => absolute(origin, image)),
    url,
    ...aggregateRating(shop.rating),
  };
}

/**
 * The head tags of a page the shell knows (decision 034): title, description, canonical URL, Open
 * Graph and Twitter tags (a product's price in naira, its or its shop's picture) and JSON-LD for a
 * product or a shop. Link previews (WhatsApp, social sites) read them without running any script.
 * `origin` is the store's public address (PUBLIC_URL).
 */
export function renderHeadTags(about: PageAbout, origin: string): { title: string; tags: string } {
  const { head, canonical, thing, shareImage } = about;
  const url = absolute(origin, canonical);
  // The 1200×630 JPEG made for previews (decision 051); else the page's own picture.
  const image = shareImage ? absolute(origin, shareImage) : head.image && absolute(origin, head.image);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    meta('property', 'og:site_name', STORE_NAME),
    meta('property', 'og:type', thing?.kind === 'product' ? 'product' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', head.title)] : []),
    ...(shareImage
      ? [
          meta('property', 'og:image:type', SHARE_IMAGE.type),
          meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
          meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
        ]
      : []),
    ...(head.price !== undefined
      ? [
          meta('property', 'product:price:amount', (nairaToKobo(head.price) / 100).toFixed(2)),
          meta('property', 'product:price:currency', 'NGN'),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  if (thing) {
    const ld = thing.kind === 'product' ? productLd(thing.product, url, origin) : storeLd(thing.shop, url, origin);
    // A data block, not a script: the CSP's script-src does not apply to it and it never runs.
    tags.push(`<script type="application/ld+json">${jsonForScript(ld)}</script>`);
  }
  return { title: `<title>${escapeText(head.title)}</title>`, tags: tags.join('') };
}
