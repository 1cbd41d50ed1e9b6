import type { extraOptions, productExtras, products, shops } from './schema';

/**
 * Rows as stored, the types a module holds them by (decision 123). They are the schema's own types, so they live
 * beside it: the catalog reads these rows and the shop's catalog management writes them, and neither imports the
 * other's repository for a type.
 */
export type ShopRow = typeof shops.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ExtraRow = typeof productExtras.$inferSelect;
export type ExtraOptionRow = typeof extraOptions.$inferSelect;
