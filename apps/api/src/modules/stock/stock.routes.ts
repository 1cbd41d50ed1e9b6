import {
  availabilityOf,
  errorSchema,
  sellerProductParamsSchema,
  sellerShopParamsSchema,
  stockCountBodySchema,
  stockCountSchema,
  stockSettingsSchema,
} from '@campus/contract';
import type { AppModule } from '../../container';
import { currentMembership } from '../access/access.routes';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const common = { tags: ['stock'], security: [{ bearer: [] }] };
const base = '/seller/shops/:shopSlug';

/**
 * The shop console's stock calls (issue 38 item 2, seller area): staff and owner set a product's count (they
 * restock the shelf); only the owner decides whether refunds and cancellations put units back.
 */
export const stockSellerModule: AppModule = async (app, { deps }) => {
  const stock = deps.stock;

  app.put(
    `${base}/products/:productId/stock`,
    {
      config: { shopRole: 'staff' },
      schema: {
        ...common,
        summary: 'Units left of a product, or null to stop counting (owner, staff)',
        params: sellerProductParamsSchema,
        body: stockCountBodySchema,
        response: { 200: stockCountSchema, ...errors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      const product = await stock.setCount(shop.id, request.params.productId, request.body.stockCount);
      return {
        productId: request.params.productId,
        stockCount: product.stockCount,
        isAvailable: availabilityOf(product.isAvailable, product.stockCount) !== false,
      };
    },
  );

  app.get(
    `${base}/stock-settings`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: "The shop's stock settings (owner)",
        params: sellerShopParamsSchema,
        response: { 200: stockSettingsSchema, ...errors },
      },
    },
    async (request) => ({ restockOnRefund: await stock.restockOnRefund(currentMembership(request).shop.id) }),
  );

  app.put(
    `${base}/stock-settings`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: 'Whether a refunded or cancelled part puts its units back (owner)',
        params: sellerShopParamsSchema,
        body: stockSettingsSchema,
        response: { 200: stockSettingsSchema, ...errors },
      },
    },
    async (request) => {
      await stock.setRestockOnRefund(currentMembership(request).shop.id, request.body.restockOnRefund);
      return { restockOnRefund: request.body.restockOnRefund };
    },
  );
};
