import type { FastifyError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  availabilityBodySchema,
  ERROR_CODES,
  errorSchema,
  messageSchema,
  moveBodySchema,
  openSwitchBodySchema,
  pauseBodySchema,
  pauseStateSchema,
  sellerProductInputSchema,
  sellerProductParamsSchema,
  sellerProductSchema,
  sellerProductsQuerySchema,
  sellerProductsResponseSchema,
  sellerShopParamsSchema,
  shopProfileInputSchema,
  shopProfileSchema,
  uploadedImageSchema,
} from '@campus/contract';
import type { AppModule } from '../../container';
import { UnsupportedMediaError } from '../../errors/domain-errors';
import { sendError } from '../../http/error-handler';
import { currentMembership } from '../access/access.routes';
import { currentUser } from '../auth/auth.plugin';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../images/image-pipeline';
import { SellerCatalogRepository } from './seller-catalog.repository';
import { SellerCatalogService } from './seller-catalog.service';
import { CatalogWriter } from '../../infra/events/catalog-writer';

/*
 * Staff may see the list and flip availability (config shopRole 'staff'); everything else is the
 * owner's (issue 20). The seller area's one guard reads the role (modules/access/areas.ts, decision 095).
 */

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const common = { tags: ['seller catalog'], security: [{ bearer: [] }] };

/** The shop console's catalog and profile (issue 20 items 3–5): /seller/shops/{shopSlug}/… */
export const sellerCatalogModule: AppModule = async (app, { deps }) => {
  const service = new SellerCatalogService(
    new CatalogWriter(deps.db, deps.catalog),
    new SellerCatalogRepository(deps.db),
    deps.images.uploads,
    deps.now,
  );
  const base = '/seller/shops/:shopSlug';

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    `${base}/products`,
    {
      config: { shopRole: 'staff' },
      schema: {
        ...common,
        summary: "The shop's products in its order, with an optional search (owner, staff)",
        params: sellerShopParamsSchema,
        querystring: sellerProductsQuerySchema,
        response: { 200: sellerProductsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      return { products: await service.list(shop.id, request.query.search) };
    },
  );

  app.post(
    `${base}/products`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: 'Add a product at the end of the list (owner)',
        params: sellerShopParamsSchema,
        body: sellerProductInputSchema,
        response: { 201: sellerProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { shop } = currentMembership(request);
      return reply.code(201).send(await service.create(shop.id, request.body));
    },
  );

  app.get(
    `${base}/products/:productId`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: 'One product, for its form (owner)',
        params: sellerProductParamsSchema,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      return service.get(shop.id, request.params.productId);
    },
  );

  app.put(
    `${base}/products/:productId`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: 'Edit a product: everything its form holds (owner)',
        params: sellerProductParamsSchema,
        body: sellerProductInputSchema,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      return service.update(shop.id, request.params.productId, request.body);
    },
  );

  app.delete(
    `${base}/products/:productId`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: 'Delete a product: gone from the storefront and carts, kept in order history (owner)',
        params: sellerProductParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      return { message: await service.remove(shop.id, request.params.productId) };
    },
  );

  app.put(
    `${base}/products/:productId/availability`,
    {
      config: { shopRole: 'staff' },
      schema: {
        ...common,
        summary: 'Available or out of stock, one tap from the list (owner, staff)',
        params: sellerProductParamsSchema,
        body: availabilityBodySchema,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      return service.setAvailability(shop.id, request.params.productId, request.body.isAvailable);
    },
  );

  app.post(
    `${base}/products/:productId/move`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: 'Move a product one place up or down the list (owner)',
        params: sellerProductParamsSchema,
        body: moveBodySchema,
        response: { 200: sellerProductsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      return { products: await service.move(shop.id, request.params.productId, request.body.direction) };
    },
  );

  app.get(
    `${base}/profile`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: "The shop's profile (owner)",
        params: sellerShopParamsSchema,
        response: { 200: shopProfileSchema, ...errors },
      },
    },
    async (request) => service.profile(currentMembership(request).shop),
  );

  app.put(
    `${base}/profile`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: "Edit the shop's profile, open switch and weekly hours (owner)",
        params: sellerShopParamsSchema,
        body: shopProfileInputSchema,
        response: { 200: shopProfileSchema, ...errors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      return service.updateProfile(shop.id, request.body);
    },
  );

  app.put(
    `${base}/open`,
    {
      config: { shopRole: 'owner' },
      schema: {
        ...common,
        summary: 'The open/closed switch alone (owner)',
        params: sellerShopParamsSchema,
        body: openSwitchBodySchema,
        response: { 200: shopProfileSchema, ...errors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      return service.setOpen(shop.id, request.body.isOpen);
    },
  );

  // Staff may pause and reopen (decision 104): pausing is the call of whoever stands at the counter in a rush.
  app.get(
    `${base}/pause`,
    {
      config: { shopRole: 'staff' },
      schema: {
        ...common,
        summary: 'Whether new orders are paused, until when and why (owner, staff)',
        params: sellerShopParamsSchema,
        response: { 200: pauseStateSchema, ...errors },
      },
    },
    async (request) => {
      const { pausedUntil, pauseReason, statusLabel } = service.profile(currentMembership(request).shop);
      return { pausedUntil, pauseReason, statusLabel };
    },
  );

  app.put(
    `${base}/pause`,
    {
      config: { shopRole: 'staff' },
      schema: {
        ...common,
        summary: 'Pause new orders for 15, 30 or 60 minutes or until reopened, with a reason shoppers see (owner, staff)',
        params: sellerShopParamsSchema,
        body: pauseBodySchema,
        response: { 200: shopProfileSchema, ...errors },
      },
    },
    async (request) => service.pause(currentMembership(request).shop.id, request.body),
  );

  app.delete(
    `${base}/pause`,
    {
      config: { shopRole: 'staff' },
      schema: {
        ...common,
        summary: 'Take new orders again now (owner, staff)',
        params: sellerShopParamsSchema,
        response: { 200: shopProfileSchema, ...errors },
      },
    },
    async (request) => service.reopen(currentMembership(request).shop.id),
  );

  // Uploads: the body is the picture's bytes, whatever type it claims; the pipeline judges the bytes (decision 033).
  await app.register(async (plain) => {
    const uploads = plain.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    // A picture over the limit is refused with the picture's own message, not the server's generic one.
    const inherited = plain.errorHandler;
    plain.setErrorHandler((error: FastifyError, request, reply) =>
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? sendError(reply, 413, { error: IMAGE_MESSAGES.tooLarge, code: ERROR_CODES.payloadTooLarge })
        : inherited.call(plain, error, request, reply),
    );
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_LIMITS.maxBytes }, (_request, body, done) => done(null, body));
    uploads.post(
      `${base}/images`,
      {
        config: { shopRole: 'owner' },
        bodyLimit: IMAGE_LIMITS.maxBytes,
        schema: {
          ...common,
          summary:
            'Upload a product or shop picture: JPEG, PNG or WebP up to 10 MB, re-encoded at 3 widths, one picture at a time per instance; 429 with Retry-After when the queue is full (owner)',
          params: sellerShopParamsSchema,
          response: { 201: uploadedImageSchema, ...errors, 413: errorSchema, 415: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body)) throw new UnsupportedMediaError(IMAGE_MESSAGES.notAnImage);
        const { shop } = currentMembership(request);
        // An upload whose phone gave up while it waited in the queue is not processed for no one.
        const stillWanted = () => request.raw.socket?.destroyed !== true && !reply.raw.destroyed;
        return reply.code(201).send(await service.upload(shop.id, currentUser(request).id, body, stillWanted));
      },
    );
  });
};
