import { asc, eq, notLike, sql } from 'drizzle-orm';
import { BOOK_SHOP_SLUG, HALLS, nairaToKobo, slugify } from '@campus/contract';
import { hashPassword } from '../modules/auth/password';
import { checkedShopName } from '../modules/shop-names/shop-name-rule';
import type { FileStorage } from '../modules/storage/file-storage';
import type { Database } from './client';
import { CHOICE_DEMOS, type ChoiceDemo } from './seed-choice-groups';
import { categories, extraOptions, productExtras, products, shopMembers, shops, users } from './schema';
import { DemoPictures } from './seed-art/demo-pictures';
import { CATALOG_SEED, DEMO_OWNER, DEMO_SHOPPER, demoOwnerPhone, type ProductTemplate } from './seed-data';

/** Small deterministic PRNG (mulberry32) so the demo catalog is the same on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A price in the template's range, rounded to a believable step (₦50 under ₦2,000, else ₦100). */
function pickPrice(template: ProductTemplate, random: () => number): number {
  const [min, max] = template.price;
  const raw = min + random() * (max - min);
  const step = raw < 2000 ? 50 : 100;
  return Math.max(step, Math.round(raw / step) * step);
}

interface ProductInsert {
  row: typeof products.$inferInsert;
  extras: ProductTemplate['extras'];
}

function productsForShop(
  pictures: DemoPictures,
  shopId: string,
  shopSlug: string,
  theme: string,
  pool: ProductTemplate[],
  count: number,
  random: () => number,
  position0 = 0,
): ProductInsert[] {
  const shuffled = [...pool].sort(() => random() - 0.5).slice(0, Math.min(count, pool.length));
  return shuffled.map((template, i) => {
    const slug = `${slugify(template.title)}-${shopSlug}`;
    const roll = random();
    return {
      row: {
        shopId,
        slug,
        title: template.title,
        description: template.description,
        priceKobo: nairaToKobo(pickPrice(template, random)),
        // The same dish in another shop sits on another table: `<item>--<shop>` (seed-art/art.ts draws the item).
        images: [
          pictures.address(theme, `${slugify(template.title)}--${shopSlug}`),
          pictures.address(theme, `${slugify(template.title)}-2--${shopSlug}`),
        ],
        // Most products say they are available, some are sold out, a few never said (§3).
        isAvailable: roll < 0.1 ? false : roll < 0.15 ? null : true,
        position: position0 + i,
      },
      extras: template.extras,
    };
  });
}

/** A demo product with choice groups at a fixed price, after the shop's `position` products. */
function choiceDemoProduct(
  pictures: DemoPictures,
  shopId: string,
  shopSlug: string,
  theme: string,
  demo: ChoiceDemo,
  position: number,
): ProductInsert {
  const { title, description, price, extras } = demo.product;
  return {
    row: {
      shopId,
      slug: `${slugify(title)}-${shopSlug}`,
      title,
      description,
      priceKobo: nairaToKobo(price[0]),
      images: [pictures.address(theme, `${slugify(title)}--${shopSlug}`), pictures.address(theme, `${slugify(title)}-2--${shopSlug}`)],
      isAvailable: true,
      position,
    },
    extras,
  };
}

async function insertProducts(tx: Database, items: ProductInsert[]): Promise<void> {
  for (let start = 0; start < items.length; start += 500) {
    const batch = items.slice(start, start + 500);
    const inserted = await tx
      .insert(products)
      .values(batch.map((item) => item.row))
      .returning({ id: products.id });
    const extrasRows: (typeof productExtras.$inferInsert)[] = [];
    const optionSource: [string, number][][] = [];
    inserted.forEach((row, index) => {
      for (const [position, extra] of (batch[index]?.extras ?? []).entries()) {
        extrasRows.push({
          productId: row.id,
          title: extra.title,
          position,
          kind: extra.kind ?? 'extras',
          pickLimit: extra.limit ?? null,
          defaultOption: extra.defaultOption ?? null,
        });
        optionSource.push(extra.options);
      }
    });
    if (extrasRows.length === 0) continue;
    const insertedExtras = await tx.insert(productExtras).values(extrasRows).returning({ id: productExtras.id });
    const optionRows = insertedExtras.flatMap((extra, index) =>
      (optionSource[index] ?? []).map(([name, price], position) => ({ extraId: extra.id, name, priceKobo: nairaToKobo(price), position })),
    );
    await tx.insert(extraOptions).values(optionRows);
  }
}

/**
 * Seeds the demo catalog (DESIGN §9) when the database has no categories, its drawn pictures stored in `storage`
 * as uploads are (decision 122). Returns true when it seeded.
 */
export async function seedDemoCatalog(db: Database, storage: FileStorage): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  if ((existing?.n ?? 0) > 0) return false;
  const random = prng(2024);
  const pictures = new DemoPictures(storage);
  await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    for (const [categoryPosition, category] of CATALOG_SEED.entries()) {
      const [categoryRow] = await tx
        .insert(categories)
        .values({ name: category.name, icon: category.theme, position: categoryPosition })
        .returning({ id: categories.id });
      if (!categoryRow) throw new Error('category insert returned nothing');
      const items: ProductInsert[] = [];
      for (const [shopPosition, shop] of category.shops.entries()) {
        const slug = shop.name === 'Book Shop' ? BOOK_SHOP_SLUG : slugify(shop.name);
        const [shopRow] = await tx
          .insert(shops)
          .values({
            slug,
            // The one shop-name rule every writer uses (issue 35): the key its unique index holds.
            ...checkedShopName(shop.name),
            description: shop.description,
            categoryId: categoryRow.id,
            // The shop front is signed with the shop's name as it spells it ("Mama Titi's Kitchen").
            images: [
              pictures.address(category.theme, `shop--${slug}`, checkedShopName(shop.name).name),
              pictures.address('shop', `${slug}-inside`),
              pictures.address(category.theme, `${slug}-counter`),
            ],
            deliveryPriceKobo: nairaToKobo(shop.delivery),
            position: shopPosition,
          })
          .returning({ id: shops.id });
        if (!shopRow) throw new Error('shop insert returned nothing');
        const count = 6 + Math.floor(random() * 15); // 6–20 products a shop
        items.push(...productsForShop(pictures, shopRow.id, slug, category.theme, category.products, count, random));
        // After the shop's usual products, drawing nothing from `random`: the rest of the demo stays as it was.
        for (const demo of CHOICE_DEMOS.filter((candidate) => candidate.shop === shop.name))
          items.push(choiceDemoProduct(pictures, shopRow.id, slug, category.theme, demo, count));
      }
      await insertProducts(database, items);
    }
    // Stored before the rows commit: a catalog is never seeded without its pictures (a failed seed leaves files only).
    await pictures.store();
  });
  return true;
}

/** Creates the README's demo shopper when no user has that phone number. */
export async function seedDemoShopper(db: Database): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.phone} = ${DEMO_SHOPPER.phone}`);
  if (existing) return false;
  await db
    .insert(users)
    .values({
      fullName: DEMO_SHOPPER.fullName,
      phone: DEMO_SHOPPER.phone,
      email: DEMO_SHOPPER.email,
      hall: DEMO_SHOPPER.hall,
      passwordHash: await hashPassword(DEMO_SHOPPER.password),
    })
    .onConflictDoNothing();
  return true;
}

/**
 * Gives the demo shops their demo owners (README) once, while no shop has any member: the n-th
 * shop in storefront order gets phone demoOwnerPhone(n). Returns how many owners it made.
 */
export async function seedDemoOwners(db: Database): Promise<number> {
  const [members] = await db.select({ n: sql<number>`count(*)::int` }).from(shopMembers);
  if ((members?.n ?? 0) > 0) return 0;
  const demoShops = await db
    .select({ id: shops.id, slug: shops.slug, name: shops.name })
    .from(shops)
    .innerJoin(categories, eq(categories.id, shops.categoryId))
    .where(notLike(shops.slug, 'bulk-%'))
    .orderBy(asc(categories.position), asc(shops.position));
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  let created = 0;
  for (const [index, shop] of demoShops.entries()) {
    const phone = demoOwnerPhone(index + 1);
    await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      const [user] = existing
        ? [existing]
        : await tx
            .insert(users)
            .values({ fullName: `${shop.name} Owner`, phone, email: `owner.${shop.slug}@example.com`, hall: HALLS[0], passwordHash })
            .returning({ id: users.id });
      if (!user) throw new Error('owner insert returned nothing');
      await tx.insert(shopMembers).values({ shopId: shop.id, userId: user.id, role: 'owner' }).onConflictDoNothing();
    });
    created += 1;
  }
  return created;
}

/** Grows the catalog to at least `target` products with extra bulk shops (for benchmarks), their pictures stored in `storage`. */
export async function seedLargeCatalog(db: Database, storage: FileStorage, target: number): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  let total = count?.n ?? 0;
  if (total >= target) return total;
  const categoryRows = await db.select().from(categories);
  const random = prng(target);
  const pictures = new DemoPictures(storage);
  let shopNumber = 0;
  while (total < target) {
    shopNumber += 1;
    const seed = CATALOG_SEED[shopNumber % CATALOG_SEED.length];
    const category = categoryRows.find((row) => row.name === seed?.name);
    if (!seed || !category) throw new Error('seed the demo catalog first');
    const slug = `bulk-${seed.theme}-store-${shopNumber}-${target}`;
    // The target is in the name as in the slug: a second, larger bulk run must not repeat a name (one per shop).
    const name = checkedShopName(`${seed.name} Store ${shopNumber}-${target}`);
    const [shopRow] = await db
      .insert(shops)
      .values({
        slug,
        ...name,
        description: `More ${seed.name.toLowerCase()} for campus.`,
        categoryId: category.id,
        images: [pictures.address(seed.theme, `shop--${slug}`, name.name)],
        deliveryPriceKobo: 30000,
        position: 1000 + shopNumber,
      })
      .returning({ id: shops.id });
    if (!shopRow) throw new Error('shop insert returned nothing');
    // Repeat the pool with numbered variants so every product is distinct.
    const pool = Array.from({ length: 100 }, (_, i) => {
      const template = seed.products[i % seed.products.length] as ProductTemplate;
      return { ...template, title: `${template.title} ${Math.floor(i / seed.products.length) + 1}`, extras: undefined };
    });
    const items = productsForShop(pictures, shopRow.id, slug, seed.theme, pool, Math.min(100, target - total), random);
    await pictures.store();
    await insertProducts(db, items);
    total += items.length;
  }
  return total;
}
