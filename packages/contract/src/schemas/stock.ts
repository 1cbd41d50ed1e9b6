import { z } from 'zod';
import { STOCK_COUNT_MAX, STOCK_MESSAGES } from '../stock';

/** PUT /seller/shops/{shopSlug}/products/{productId}/stock: units left, or null to stop counting (issue 38 item 2). */
export const stockCountBodySchema = z.object({
  stockCount: z
    .number(STOCK_MESSAGES.count)
    .int(STOCK_MESSAGES.count)
    .min(0, STOCK_MESSAGES.count)
    .max(STOCK_COUNT_MAX, STOCK_MESSAGES.count)
    .nullable(),
});
export type StockCountBody = z.infer<typeof stockCountBodySchema>;
export const stockCountSchema = z.object({ productId: z.string(), stockCount: z.number().nullable(), isAvailable: z.boolean() });
export type StockCount = z.infer<typeof stockCountSchema>;

/** GET / PUT /seller/shops/{shopSlug}/stock-settings: whether a refunded or cancelled part puts its units back. */
export const stockSettingsSchema = z.object({ restockOnRefund: z.boolean() });
export type StockSettings = z.infer<typeof stockSettingsSchema>;
