import {
  errorSchema,
  promoCodeInputSchema,
  promoCodeListSchema,
  promoCodeParamsSchema,
  promoCodeSchema,
  promoQuoteBodySchema,
  promoQuoteSchema,
  sellerShopParamsSchema,
} from '@campus/contract';
import type { AppModule } from '../../container';
import { currentMembership } from '../access/access.routes';
import { currentUser } from '../auth/auth.plugin';
import { quotePromo } from '../../workflows/promo-quote';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const common = { tags: ['promo codes'], security: [{ bearer: [] }] };

/** The operator's codes, paid for by the market (admin area; every change audited). */
export const promosAdminModule: AppModule = async (app, { deps }) => {
  const promos = deps.promos;
  app.get(
    '/admin/promo-codes',
    { schema: { ...common, summary: "The market's promo codes, newest first", response: { 200: promoCodeListSchema, ...errors } } },
    async () => ({ codes: await promos.list(null) }),
  );
  app.post(
    '/admin/promo-codes',
    {
      schema: {
        ...common,
        summary: 'A market-funded promo code (percent in basis points or kobo off; limits; shops it applies to)',
        body: promoCodeInputSchema,
        response: { 200: promoCodeSchema, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const code = await promos.create(request.body, null, actor.id);
      await deps.audit.record({
        actorId: actor.id,
        action: 'promo_code.create',
        subjectType: 'promo_code',
        subjectId: code.id,
        before: null,
        after: code,
      });
      return code;
    },
  );
  app.post(
    '/admin/promo-codes/:codeId/disable',
    {
      schema: {
        ...common,
        summary: 'Turn a market code off',
        params: promoCodeParamsSchema,
        response: { 200: promoCodeSchema, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const code = await promos.disable(request.params.codeId, null);
      await deps.audit.record({
        actorId: actor.id,
        action: 'promo_code.disable',
        subjectType: 'promo_code',
        subjectId: code.id,
        before: null,
        after: { code: code.code, disabled: true },
      });
      return code;
    },
  );
};

/** An owner's codes for their own shop, paid for by the shop (seller area, owner only). */
export const promosSellerModule: AppModule = async (app, { deps }) => {
  const promos = deps.promos;
  const base = '/seller/shops/:shopSlug/promo-codes';
  app.get(
    base,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: "The shop's promo codes (owner)",
        params: sellerShopParamsSchema,
        response: { 200: promoCodeListSchema, ...errors },
      },
    },
    async (request) => ({ codes: await promos.list(currentMembership(request).shop.id) }),
  );
  app.post(
    base,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: 'A promo code for this shop, paid for by the shop (owner)',
        params: sellerShopParamsSchema,
        body: promoCodeInputSchema,
        response: { 200: promoCodeSchema, ...errors },
      },
    },
    async (request) => promos.create(request.body, currentMembership(request).shop.id, currentUser(request).id),
  );
  app.post(
    `${base}/:codeId/disable`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: "Turn one of the shop's codes off (owner)",
        params: sellerShopParamsSchema.extend(promoCodeParamsSchema.shape),
        response: { 200: promoCodeSchema, ...errors },
      },
    },
    async (request) => promos.disable(request.params.codeId, currentMembership(request).shop.id),
  );
};

/** The shopper's quote: what a code takes off their cart now (shopper area). */
export const promosShopperModule: AppModule = async (app, { deps }) => {
  app.post(
    '/user/promo/quote',
    {
      schema: {
        ...common,
        summary: "What a promo code takes off the signed-in shopper's cart, shop by shop (nothing is held)",
        body: promoQuoteBodySchema,
        response: { 200: promoQuoteSchema, ...errors },
      },
    },
    async (request) => quotePromo({ cart: deps.cart, promos: deps.promos }, currentUser(request).id, request.body.code),
  );
};
