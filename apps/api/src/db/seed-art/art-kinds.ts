import * as accessories from './art-accessories';
import * as books from './art-books';
import * as electronics from './art-electronics';
import * as fashion from './art-fashion';
import * as food from './art-food';
import type { Drawing } from './art-shapes';

/** Every drawing by name. */
const d = { ...food, ...books, ...fashion, ...electronics, ...accessories };

/**
 * Which drawing a picture gets: the first rule whose words appear in the slug (`jollof-rice`,
 * `over-ear-headphones-2`, `bulk-food-store-3-20000`), else the theme's own default. Order matters:
 * "chicken-and-chips" is chips before chicken, "phone-case" a phone before a case.
 */
const RULES: [words: RegExp, drawing: Drawing][] = [
  [/\bjollof\b/, d.riceDish('#ea580c', '#fdba74', 'chicken')],
  [/\bfried-rice\b/, d.riceDish('#facc15', '#fef08a', 'peas')],
  [/\bofada\b/, d.riceDish('#a8a29e', '#e7e5e4', 'stew')],
  [/\bbeans\b/, d.riceDish('#92400e', '#b45309', 'plantain')],
  [/\bamala\b/, d.swallowAndSoup('#57534e', '#15803d', '#166534')],
  [/\bpounded-yam\b|\begusi\b/, d.swallowAndSoup('#f5f5f4', '#eab308', '#a16207')],
  [/\bchips\b/, d.chickenAndChips],
  [/\bshawarma\b|\bwrap\b/, d.wrap],
  [/\bsuya\b|\basun\b|\bgrill/, d.skewers],
  [/\bpepper-soup\b|\bsoup\b/, d.bowl('#dc2626', '#fca5a5', true)],
  [/\bporridge\b/, d.bowl('#f97316', '#fde68a')],
  [/\bspaghetti\b|\bpasta\b|\bnoodle/, d.pasta],
  [/\bmeat-pie\b|\bpie\b/, d.pastries('pie')],
  [/\bsausage-roll\b|\broll\b/, d.pastries('roll')],
  [/\bpuff\b/, d.pastries('ball')],
  [/\bmoi-moi\b/, d.pastries('leaf')],
  [/\bpancake|\bwaffle/, d.pancakes],
  [/\bparfait\b/, d.glass(['#fef3c7', '#f472b6', '#fef3c7', '#a16207'])],
  [/\bsmoothie\b|\bjuice\b|\bzobo\b|\bchapman\b/, d.glass(['#fbbf24', '#f59e0b'])],
  [/\bnotebook|\bnotepad\b/, d.notebook],
  [/\bpens?\b/, d.pens],
  [/\bflash-cards?\b/, d.cards],
  [/\bprinting\b/, d.paper(false)],
  [/\bbinding\b/, d.paper(true)],
  [/\bhoodie\b/, d.top('hoodie')],
  [/\bjersey\b/, d.top('jersey')],
  [/\bkaftan\b|\bsenator\b/, d.top('kaftan')],
  [/\btee\b|\bt-shirt\b/, d.top('tee')],
  [/\bshirt\b/, d.top('shirt')],
  [/\bskirt\b/, d.dress('skirt')],
  [/\babaya\b/, d.dress('abaya')],
  [/\bdress\b/, d.dress('dress')],
  [/\bjeans\b|\bjoggers\b|\btrousers\b/, d.trousers],
  [/\bjacket\b/, d.jacket],
  [/\bsneakers?\b/, d.shoe('sneaker')],
  [/\bslides?\b|\bsandals?\b/, d.shoe('slide')],
  [/\bwig\b/, d.hair('wig')],
  [/\bbraids\b/, d.hair('braids')],
  [/\bheadphones?\b/, d.headphones],
  [/\bearbuds\b/, d.earbuds],
  [/\bphone\b|\bscreen\b/, d.phone],
  [/\bpower-bank\b/, d.powerBank],
  [/\bcharger\b|\bcable\b/, d.charger],
  [/\bspeaker\b/, d.speaker],
  [/\bcalculator\b/, d.calculator],
  [/\bflash-drive\b/, d.flashDrive],
  [/\bmouse\b/, d.mouse],
  [/\bfan\b/, d.fan],
  [/\blamp\b/, d.lamp],
  [/\bkettle\b/, d.kettle],
  [/\biron\b/, d.iron],
  [/\blaptop-ram\b|\blaptop\b(?!-backpack)/, d.laptop],
  [/\bcontroller\b/, d.controller],
  [/\bextension\b/, d.extension],
  [/\bearrings\b/, d.beads('earrings')],
  [/\bwaist-beads\b/, d.beads('waist')],
  [/\bbracelet\b|\bbeads?\b/, d.beads('bracelet')],
  [/\bsmart-band\b/, d.watch(true)],
  [/\bwatch\b/, d.watch(false)],
  [/\bbackpack\b/, d.bag('backpack')],
  [/\btote\b|\bbag\b/, d.bag('tote')],
  [/\bsunglasses\b/, d.glasses(true)],
  [/\bglasses\b/, d.glasses(false)],
  [/\bperfume\b/, d.bottle('perfume')],
  [/\bmist\b/, d.bottle('mist')],
  [/\bgloss\b/, d.bottle('gloss')],
  [/\bcap\b/, d.cap],
  [/\bbedsheet|\bsheets?\b/, d.sheets],
  [/\bhangers?\b/, d.hangers],
  [/\bhamper\b|\bgift\b/, d.hamper],
  [/\bcase\b/, d.phone],
];

/** The drawing of a slug that matches no rule: a book's cover in Books, a shop front elsewhere (a shop's own picture). */
const DEFAULTS: Record<string, Drawing> = { books: d.book, shop: d.shelves };

/** The shop whose front a picture's slug names (`shop--<shop slug>`), or undefined for any other picture. */
export function frontShopSlug(slug: string): string | undefined {
  return slug.startsWith('shop--') ? slug.slice('shop--'.length) : undefined;
}

/** A product slug's drawing, or the theme's default. */
export function drawingFor(theme: string, slug: string): Drawing {
  // A shop's inside picture (`/media/art/shop/<slug>-inside.svg`) shows shelves whatever the shop sells.
  if (theme === 'shop') return d.shelves;
  // A shop's own picture (`shop--<shop slug>`): its front, with its name on the sign.
  if (frontShopSlug(slug) !== undefined) return d.storefront;
  for (const [words, drawing] of RULES) if (words.test(slug)) return drawing;
  return DEFAULTS[theme] ?? d.storefront;
}
