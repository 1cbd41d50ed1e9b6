import { eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../modules/storage/file-storage';
import type { Database } from '../client';
import { products, shops } from '../schema';
import { frontShopSlug } from './art-kinds';
import { DemoPictures } from './demo-pictures';

/** What the API served until decision 122: `/media/art/<theme>/<slug>.svg`, drawn on every request. */
const DRAWN_ADDRESS = /^\/media\/art\/([a-z]+)\/([a-z0-9-]{1,120})\.svg$/;
const holdsDrawn = (column: typeof products.images | typeof shops.images) => sql`array_to_string(${column}, ' ') like '%/media/art/%'`;

/**
 * A database seeded before decision 122 keeps `/media/art/…` addresses, which nothing serves any more: each becomes
 * the same drawing stored through the image pipeline, and the row names the stored picture. Run on every start
 * under the migration lock (one query when nothing is left) and by `npm run seed`. Returns how many rows changed.
 */
export async function upgradeDrawnPictures(db: Database, storage: FileStorage): Promise<number> {
  const productRows = await db.select({ id: products.id, images: products.images }).from(products).where(holdsDrawn(products.images));
  const shopRows = await db.select({ id: shops.id, images: shops.images }).from(shops).where(holdsDrawn(shops.images));
  if (productRows.length + shopRows.length === 0) return 0;

  // A shop front is signed with the shop's name, as the route drew it ("Mama Titi's Kitchen").
  const names = new Map((await db.select({ slug: shops.slug, name: shops.name }).from(shops)).map((shop) => [shop.slug, shop.name]));
  const pictures = new DemoPictures(storage);
  const stored = (address: string) => {
    const match = DRAWN_ADDRESS.exec(address);
    if (!match) return address;
    const [, theme, slug] = match as unknown as [string, string, string];
    const front = frontShopSlug(slug);
    return pictures.address(theme, slug, front === undefined ? undefined : names.get(front));
  };
  const productChanges = productRows.map((row) => ({ id: row.id, images: row.images.map(stored) }));
  const shopChanges = shopRows.map((row) => ({ id: row.id, images: row.images.map(stored) }));
  // Files first: a row never names a picture that is not stored yet.
  await pictures.store();
  await db.transaction(async (tx) => {
    for (const change of productChanges) await tx.update(products).set({ images: change.images }).where(eq(products.id, change.id));
    for (const change of shopChanges) await tx.update(shops).set({ images: change.images }).where(eq(shops.id, change.id));
  });
  return productChanges.length + shopChanges.length;
}
