import { STORE_NAME } from './constants';
import { formatNaira } from './money';

/**
 * What a page says about itself in the document head (issue 23): its title, a one-line description
 * and the picture a link preview shows. The API's page shell writes it into the HTML (with Open
 * Graph, Twitter and JSON-LD tags, decision 034); the storefront keeps the title right as the
 * shopper moves between pages. One rule for both, so a shared link and an open tab say the same.
 */
export interface PageHead {
  /** The document title, ending in the store's name. */
  title: string;
  description: string;
  /** The page's picture (a store path such as /media/…), when it has one. */
  image?: string;
  /** A product's price, whole naira (§3). */
  price?: number;
}

/** Previews cut descriptions near 160 characters: cut at a word and say so. */
const DESCRIPTION_MAX = 160;

export const STORE_DESCRIPTION = `${STORE_NAME}: food, books, fashion, electronics and accessories from campus shops, delivered to your hall.`;

/** "Jollof Rice | Campus Market"; the store's own name alone for its home. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${STORE_NAME}` : STORE_NAME;
}

/** A description of at most DESCRIPTION_MAX characters on one line. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function productHead(product: {
  productTitle: string;
  description: string;
  price: number;
  images: string[];
  shop: { name: string };
}): PageHead {
  const price = formatNaira(product.price);
  return {
    title: pageTitle(`${product.productTitle} – ${price}`),
    description: shortDescription(`${price} at ${product.shop.name}. ${product.description}`),
    ...(product.images[0] !== undefined && { image: product.images[0] }),
    price: product.price,
  };
}

export function shopHead(shop: {
  name: string;
  description: string;
  shop_image: string[];
  rating?: { average: number; count: number };
}): PageHead {
  // A shared link shows the stars (issue 37 item 1): the preview's description starts with them.
  const stars = shop.rating?.count
    ? `★ ${shop.rating.average.toFixed(1)} (${shop.rating.count} ${shop.rating.count === 1 ? 'review' : 'reviews'}). `
    : '';
  return {
    title: pageTitle(shop.name),
    description: shortDescription(stars + (shop.description || `${shop.name} on ${STORE_NAME}.`)),
    ...(shop.shop_image[0] !== undefined && { image: shop.shop_image[0] }),
  };
}

export function categoryHead(name: string, picture?: string): PageHead {
  return {
    title: pageTitle(name),
    description: `${name} from campus shops on ${STORE_NAME}, delivered to your hall.`,
    ...(picture !== undefined && { image: picture }),
  };
}

/**
 * A page titled by its route (route table `title`), whose `{param}` marks are filled from the
 * address: `Search results for "{query}"`.
 */
export function titledHead(title: string, params: Record<string, string | undefined> = {}): PageHead {
  return {
    title: pageTitle(title.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')),
    description: STORE_DESCRIPTION,
  };
}

/** A link preview's picture: WhatsApp and the social sites show a raster of about 1.91:1, not an SVG (decision 051). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

export type ShareImageKind = 'product' | 'shop';

/**
 * A short tag of the cover's address: a new cover is a new preview address, so link previews never keep the
 * old one (issue 38 item 5). FNV-1a, twice over (64 bits as two halves): a name, not a secret.
 */
export function coverVersion(cover: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ cover.length;
  for (let i = 0; i < cover.length; i++) {
    const code = cover.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code ^ (a & 0xff), 0x01000193) >>> 0;
  }
  return (a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0')).slice(0, 10);
}

/** The address of a product's or shop's preview picture, tagged with its cover (the query is read by nobody: it only renames). */
export const shareImagePath = (kind: ShareImageKind, slug: string, cover: string) =>
  `/media/share/${kind}/${slug}.jpg?v=${coverVersion(cover)}`;
