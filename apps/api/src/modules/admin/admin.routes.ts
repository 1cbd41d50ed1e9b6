import { z } from 'zod';
import {
  adminAccountSuspendBodySchema,
  adminBookRequestListSchema,
  adminBookRequestQuerySchema,
  adminBookRequestSchema,
  adminBookRequestUpdateBodySchema,
  adminSearchQuerySchema,
  adminShopCreateBodySchema,
  adminShopListSchema,
  adminShopSchema,
  adminShopUpdateBodySchema,
  adminSuspendBodySchema,
  adminUserListSchema,
  auditPageSchema,
  auditQuerySchema,
  errorSchema,
  inviteBodySchema,
  messageSchema,
  sellerInvitationSchema,
} from '@campus/contract';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { AdminAudit } from './admin-audit';
import { AdminAuditRepository } from './admin-audit.repository';
import { adminDayRoutes } from './admin-day.routes';
import { adminJobsRoutes } from './admin-jobs.routes';
import { adminDeliveryTimesRoutes } from './admin-delivery-times.routes';
import { AdminBooks } from './admin-books';
import { AdminShops } from './admin-shops';
import { CatalogWriter } from '../../infra/events/catalog-writer';
import { AdminUsers } from './admin-users';
import { buildBooks } from '../books/books.module';
import { sendStoredFile } from '../storage/stored-file-reply';

const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema } as const;
const idParams = z.object({ id: z.uuid() });

/** The operator's console API (issue 21): operator-only, every change audited in its transaction. */
export const adminModule: AppModule = async (app, { deps }) => {
  const shops = new AdminShops(deps.db, deps.audit, new CatalogWriter(deps.db, deps.catalog), deps.now);
  const audit = new AdminAudit(new AdminAuditRepository(deps.db));
  const books = new AdminBooks(deps.db, deps.audit, deps.queuedMail, deps.push);
  const users = new AdminUsers(deps.db, deps.audit, (userId) => deps.sessions.forget(userId));
  const bookPictures = buildBooks(deps.db, deps.storage, deps.images);
  const tags = ['admin'];

  // Who is asking (the operator) is checked by the admin area's one guard, before anything else (decision 095).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  // Inside this plugin: the hooks above guard it too.
  await app.register(adminJobsRoutes, { deps });
  await app.register(adminDeliveryTimesRoutes, { deps });
  await app.register(adminDayRoutes, { deps });

  app.get(
    '/admin/shops',
    { schema: { tags, summary: 'Every shop, suspended or not', security, response: { 200: adminShopListSchema, ...refusals } } },
    async () => ({ shops: await shops.list(), categories: await shops.categories() }),
  );

  app.post(
    '/admin/shops',
    {
      schema: {
        tags,
        summary: 'Create a shop',
        security,
        body: adminShopCreateBodySchema,
        response: { 201: adminShopSchema, 400: errorSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await shops.create(currentUser(request).id, request.body)),
  );

  app.patch(
    '/admin/shops/:id',
    {
      schema: {
        tags,
        summary: "Change a shop's name, category, description, delivery fee or phone",
        security,
        params: idParams,
        body: adminShopUpdateBodySchema,
        response: { 200: adminShopSchema, 400: errorSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => shops.update(currentUser(request).id, request.params.id, request.body),
  );

  app.put(
    '/admin/shops/:id/suspension',
    {
      schema: {
        tags,
        summary: "Suspend a shop (gone from the storefront) with its name typed, or restore it; a name that is not the shop's is 400",
        security,
        params: idParams,
        body: adminSuspendBodySchema,
        response: { 200: adminShopSchema, 400: errorSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => shops.setSuspended(currentUser(request).id, request.params.id, request.body.suspended, request.body.name),
  );

  app.post(
    '/admin/shops/:id/invitations',
    {
      schema: {
        tags,
        summary: "Invite a shop's owner (or staff) by email: a one-time link valid 72 hours",
        security,
        params: idParams,
        body: inviteBodySchema,
        response: { 201: sellerInvitationSchema, 400: errorSchema, ...refusals, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const operator = currentUser(request);
      const invitation = await deps.invitations.invite({
        shopId: request.params.id,
        email: request.body.email,
        role: request.body.role,
        invitedBy: operator,
        alsoInTransaction: (row, tx) =>
          deps.audit.record(
            {
              actorId: operator.id,
              action: 'shop.invite',
              subjectType: 'shop',
              subjectId: request.params.id,
              after: { invitationId: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() },
            },
            tx,
          ),
      });
      return reply.code(201).send(invitation);
    },
  );

  app.get(
    '/admin/book-requests',
    {
      schema: {
        tags,
        summary: 'Book requests, newest first',
        security,
        querystring: adminBookRequestQuerySchema,
        response: { 200: adminBookRequestListSchema, 400: errorSchema, ...refusals },
      },
    },
    async (request) => ({ requests: await books.list(request.query.status) }),
  );

  app.patch(
    '/admin/book-requests/:id',
    {
      schema: {
        tags,
        summary: 'Move a book request along (found or not found mails the requester) or change its note',
        security,
        params: idParams,
        body: adminBookRequestUpdateBodySchema,
        response: { 200: adminBookRequestSchema, 400: errorSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => books.update(currentUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/admin/book-requests/:id/image',
    {
      schema: { tags, summary: "A book request's picture, for the operator's queue", security, params: idParams },
    },
    async (request, reply) => {
      const image = await bookPictures.openImage(request.params.id);
      return sendStoredFile(reply, { body: image.body, contentType: image.type, size: image.size }, { cacheControl: 'private, no-store' });
    },
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Find accounts by phone or email (no password is ever part of the answer)',
        security,
        querystring: adminSearchQuerySchema,
        response: { 200: adminUserListSchema, 400: errorSchema, ...refusals },
      },
    },
    async (request) => ({ users: await users.lookup(request.query.q) }),
  );

  app.post(
    '/admin/users/:id/revoke-sessions',
    {
      schema: {
        tags,
        summary: 'Sign an account out everywhere',
        security,
        params: idParams,
        response: { 200: messageSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => {
      await users.revokeSessions(currentUser(request).id, request.params.id);
      return { message: 'Every session of this account has ended.' };
    },
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend an account with a reason: signed out everywhere at once, sign-in refused with the reason',
        security,
        params: idParams,
        body: adminAccountSuspendBodySchema,
        response: { 200: messageSchema, 400: errorSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await users.suspend(currentUser(request).id, request.params.id, request.body.reason, deps.now());
      return { message: 'The account is suspended and signed out everywhere.' };
    },
  );

  app.post(
    '/admin/users/:id/reinstate',
    {
      schema: {
        tags,
        summary: 'Reinstate a suspended account: it may sign in again',
        security,
        params: idParams,
        response: { 200: messageSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await users.reinstate(currentUser(request).id, request.params.id);
      return { message: 'The account may sign in again.' };
    },
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'The audit log as sentences, newest first, by actor, shop, kind and Lagos day (read-only; bank numbers masked)',
        security,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorSchema, ...refusals },
      },
    },
    async (request) => audit.page(request.query),
  );
};
