import { z } from 'zod';
import { shopHoursSchema, shopRefSchema } from './catalog';

/** The most favourites of each kind one account keeps (issue 37 item 3): a list a person scrolls, not a store. */
export const FAVOURITES_MAX = 200;

export const FAVOURITE_MESSAGES = {
  shopNotFound: 'Shop not found',
  productNotFound: 'Product not found',
  tooMany: `You can keep at most ${FAVOURITES_MAX} favourite shops and ${FAVOURITES_MAX} favourite products`,
} as const;

export const favouriteKindSchema = z.enum(['shops', 'products']);
export type FavouriteKind = z.infer<typeof favouriteKindSchema>;
export const favouriteParamsSchema = z.object({ kind: favouriteKindSchema, id: z.uuid() });

/** GET user/favourites: the shopper's favourite shops and products, newest first, as the catalog sells them now. */
export const favouritesSchema = z.object({
  shops: z.array(
    z.object({ _id: z.string(), slug: z.string(), name: z.string(), image: z.string().nullable(), hours: shopHoursSchema.optional() }),
  ),
  products: z.array(
    z.object({
      _id: z.string(),
      slug: z.string(),
      productTitle: z.string(),
      price: z.number(),
      image: z.string().nullable(),
      isAvailable: z.boolean().optional(),
      shop: shopRefSchema,
    }),
  ),
});
export type Favourites = z.infer<typeof favouritesSchema>;
