import {
  errorSchema,
  hideBodySchema,
  managedReviewsPageSchema,
  myPartReviewSchema,
  myReviewSchema,
  replyBodySchema,
  reviewBodySchema,
  reviewIdParamsSchema,
  reviewPartParamsSchema,
  reviewShopParamsSchema,
  reviewSlugParamsSchema,
  reviewsPageQuerySchema,
  reviewsPageSchema,
  sellerReviewParamsSchema,
  sellerShopParamSchema,
  REVIEW_MESSAGES,
} from '@campus/contract';
import { z } from 'zod';
import type { AppModule, Container } from '../../container';
import { NotFoundError } from '../../errors/domain-errors';
import { currentMembership } from '../access/access.routes';
import { currentUser } from '../auth/auth.plugin';
import { LimitFactory } from '../auth/rate-limits';
import { CatalogWriter } from '../catalog/catalog-changes';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

/** Reviews and edits per account per hour (issue 37 item 1): plenty for a person, little for a script. */
export const REVIEW_WRITES_PER_HOUR = 20;

function reviewsService(deps: Container): ReviewsService {
  return new ReviewsService({
    repository: new ReviewsRepository(deps.db),
    catalogWriter: new CatalogWriter(deps.db, deps.catalog),
    audit: deps.audit,
    now: deps.now,
    writesPerUser: new LimitFactory(deps.limitBackend).make(
      'review-writes',
      { max: REVIEW_WRITES_PER_HOUR, windowSeconds: 60 * 60 },
      REVIEW_MESSAGES.tooMany,
    ),
  });
}

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
const ok = z.object({ ok: z.literal(true) });

/** Public reads (issue 37 item 1): a shop's and a product's shown reviews with the rating the catalog shows. */
export const reviewsPublicModule: AppModule = async (app, { deps }) => {
  const reviews = reviewsService(deps);
  // The segment is the shop's slug; it is named as its sibling `/shop/:shopId/search` names that place (the router keeps one name per place).
  app.get(
    '/shop/:shopId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A shop's rating and its shown reviews, newest first, paged (the segment is the shop's slug)",
        params: reviewShopParamsSchema,
        querystring: reviewsPageQuerySchema,
        response: { 200: reviewsPageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const shop = await deps.catalog.shopBySlug(request.params.shopId);
      if (!shop) throw new NotFoundError('Shop not found');
      return reviews.shopPage(shop._id, shop.rating, request.query.page);
    },
  );
  app.get(
    '/product/:slug/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The shown reviews of the orders that contained a product, newest first, paged',
        params: reviewSlugParamsSchema,
        querystring: reviewsPageQuerySchema,
        response: { 200: reviewsPageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const product = await deps.catalog.productBySlug(request.params.slug);
      if (!product) throw new NotFoundError('Product not found');
      return reviews.productPage(product._id, product.rating, request.query.page);
    },
  );
};

/** The shopper's own reviews: read, write once, edit for 7 days. */
export const reviewsShopperModule: AppModule = async (app, { deps }) => {
  const reviews = reviewsService(deps);
  const common = { tags: ['reviews'], security: [{ bearer: [] }] };
  app.get(
    '/user/reviews/parts/:partId',
    {
      schema: {
        ...common,
        summary: "The shopper's review of one delivered part (null while there is none)",
        params: reviewPartParamsSchema,
        response: { 200: myPartReviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { review: await reviews.forPart(currentUser(request), request.params.partId) };
    },
  );
  app.post(
    '/user/reviews/parts/:partId',
    {
      schema: {
        ...common,
        summary: 'Rate a delivered part once: 1–5 stars and an optional text',
        params: reviewPartParamsSchema,
        body: reviewBodySchema,
        response: { 201: myReviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const review = await reviews.write(currentUser(request), request.params.partId, request.body);
      return reply.code(201).send(review);
    },
  );
  app.put(
    '/user/reviews/:id',
    {
      schema: {
        ...common,
        summary: 'Edit one’s review, within 7 days of writing it',
        params: reviewIdParamsSchema,
        body: reviewBodySchema,
        response: { 200: myReviewSchema, ...errors },
      },
    },
    async (request) => reviews.edit(currentUser(request), request.params.id, request.body),
  );
};

/** The shop console: members read the shop's reviews, the owner replies once. */
export const reviewsSellerModule: AppModule = async (app, { deps }) => {
  const reviews = reviewsService(deps);
  const common = { tags: ['seller'], security: [{ bearer: [] }] };
  app.get(
    '/seller/shops/:shopSlug/reviews',
    {
      config: { shopRole: 'staff' },
      schema: {
        ...common,
        summary: "The shop's reviews, newest first, hidden ones marked (staff)",
        params: sellerShopParamSchema,
        querystring: reviewsPageQuerySchema,
        response: { 200: managedReviewsPageSchema, ...errors },
      },
    },
    async (request) => reviews.forShopConsole(currentMembership(request).shop.id, request.query.page),
  );
  app.put(
    '/seller/shops/:shopSlug/reviews/:id/reply',
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: 'Reply to a review, once, publicly (owner)',
        params: sellerReviewParamsSchema,
        body: replyBodySchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await reviews.reply(currentMembership(request).shop.id, request.params.id, request.body.text);
      return { ok: true as const };
    },
  );
};

/** The operator: every review, and hiding one with a reason (audit log). */
export const reviewsAdminModule: AppModule = async (app, { deps }) => {
  const reviews = reviewsService(deps);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  app.get(
    '/admin/reviews',
    {
      schema: {
        ...common,
        summary: 'Every review, newest first, hidden ones marked',
        querystring: reviewsPageQuerySchema,
        response: { 200: managedReviewsPageSchema, ...errors },
      },
    },
    async (request) => reviews.forOperator(request.query.page),
  );
  app.post(
    '/admin/reviews/:id/hide',
    {
      schema: {
        ...common,
        summary: 'Hide a review from the storefront with a reason its author sees',
        params: reviewIdParamsSchema,
        body: hideBodySchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await reviews.hide(currentUser(request).id, request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );
};
