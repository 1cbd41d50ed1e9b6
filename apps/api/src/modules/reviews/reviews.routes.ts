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
  REVIEW_RULES,
  ERROR_CODES,
} from '@campus/contract';
import type { FastifyError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../http/error-handler';
import { IMAGE_MESSAGES } from '../images/image-pipeline';
import { sendStoredFile } from '../storage/stored-file-reply';
import type { AppModule, Container } from '../../container';
import { NotFoundError, UnsupportedMediaError } from '../../errors/domain-errors';
import { currentMembership } from '../access/access.routes';
import { currentUser } from '../auth/auth.plugin';
import { LimitFactory } from '../auth/rate-limits';
import { CatalogWriter } from '../../infra/events/catalog-writer';
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
    storage: deps.storage,
    images: deps.images,
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
  app.get(
    '/reviews/:id/photo',
    {
      schema: {
        tags: ['reviews'],
        summary: "A shown review's photo (JPEG, re-encoded without metadata)",
        params: reviewIdParamsSchema,
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, await reviews.openPhoto(request.params.id), { type: 'image/jpeg', cacheControl: 'public, max-age=300' }),
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
  // The photo: the body is the picture's bytes, whatever type it claims; the pipeline judges the bytes (decision 033).
  await app.register(async (plain) => {
    const uploads = plain.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    const inherited = plain.errorHandler;
    plain.setErrorHandler((error: FastifyError, request, reply) =>
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? sendError(reply, 413, { error: IMAGE_MESSAGES.tooLarge, code: ERROR_CODES.payloadTooLarge })
        : inherited.call(plain, error, request, reply),
    );
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: REVIEW_RULES.photoBytesMax }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post(
      '/user/reviews/:id/photo',
      {
        bodyLimit: REVIEW_RULES.photoBytesMax,
        schema: {
          ...common,
          summary: "Add or replace one's review photo (JPEG, PNG or WebP; re-encoded as JPEG without metadata), within 7 days",
          params: reviewIdParamsSchema,
          response: { 200: myReviewSchema, ...errors, 413: errorSchema, 415: errorSchema },
        },
      },
      async (request) => {
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body)) throw new UnsupportedMediaError(IMAGE_MESSAGES.notAnImage);
        return reviews.setPhoto(currentUser(request), request.params.id, body);
      },
    );
  });
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
