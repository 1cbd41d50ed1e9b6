import { z } from 'zod';
import {
  ERROR_CODES,
  errorSchema,
  invitationAcceptedSchema,
  invitationPreviewSchema,
  invitationSignUpBodySchema,
  invitationSignUpResponseSchema,
  invitationTokenParamSchema,
  inviteBodySchema,
  SELLER_MESSAGES,
  sellerFiguresSchema,
  sellerHistoryQuerySchema,
  sellerHistorySchema,
  sellerInvitationParamSchema,
  sellerInvitationSchema,
  sellerMemberParamSchema,
  sellerMembersSchema,
  sellerPartParamSchema,
  sellerPartSchema,
  sellerQueueSchema,
  sellerSetStatusBodySchema,
  sellerReadyInBodySchema,
  sellerShopParamSchema,
  type ShopRole,
} from '@campus/contract';
import type { AppModule } from '../../container';
import { ConflictError, NotFoundError } from '../../errors/domain-errors';
import { currentUser } from '../auth/auth.plugin';
import { currentMembership } from '../access/access.routes';
import { UsersService } from '../users/users.service';
import { SellerRepository } from './seller.repository';
import { SellerOrdersService } from './seller-orders.service';
import { streamShopEvents } from './shop-events.stream';
import { TakingsRepository } from './takings.repository';
import { takingsRoutes } from './takings.routes';
import { TakingsService } from './takings.service';

/** Staff handle orders (config shopRole 'staff'); owners everything (issue 20). */
const ORDER_ROLES: readonly ShopRole[] = ['owner', 'staff'];

const shopErrors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Orders, members and invitation answers are one account's business: no cache keeps them. */
const noStore: AppModule = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });
};

/**
 * The shop console's API (issue 20) under seller/shops/{shopSlug}/…: the seller area's one guard
 * asks deps.shopAccess for the caller's role on that shop (not a member: 404; role too small: 403)
 * from each route's config.shopRole (modules/access/areas.ts, decision 095).
 */
export const sellerModule: AppModule = async (app, { deps }) => {
  const service = new SellerOrdersService(new SellerRepository(deps.db), deps.orders.service, deps.workflows.parts, deps.now);
  const heartbeatMs = deps.config.sseHeartbeatMs ?? 15_000;
  await noStore(app, { deps });
  takingsRoutes(app, new TakingsService(new TakingsRepository(deps.db), new SellerRepository(deps.db), deps.now));

  app.get(
    '/seller/shops/:shopSlug/parts/:partId',
    {
      config: { shopRole: 'staff' },
      schema: {
        tags: ['seller'],
        summary: "One of the shop's order parts, as the console shows it (the kitchen ticket prints it, issue 39)",
        security: [{ bearer: [] }],
        params: sellerPartParamSchema,
        response: { 200: sellerPartSchema, 400: errorSchema, ...shopErrors },
      },
    },
    async (request) => service.part(currentMembership(request).shop, request.params.partId),
  );

  app.get(
    '/seller/shops/:shopSlug/orders',
    {
      config: { shopRole: 'staff' },
      schema: {
        tags: ['seller'],
        summary: "The shop's active order parts (paid … out for delivery), oldest first, and the live stream's cursor",
        security: [{ bearer: [] }],
        params: sellerShopParamSchema,
        response: { 200: sellerQueueSchema, ...shopErrors },
      },
    },
    async (request) => service.queue(currentMembership(request).shop),
  );

  app.get(
    '/seller/shops/:shopSlug/orders/events',
    {
      config: { shopRole: 'staff' },
      schema: {
        tags: ['seller'],
        summary: "The shop's order changes as Server-Sent Events (text/event-stream; Last-Event-ID resumes, else from now)",
        security: [{ bearer: [] }],
        params: sellerShopParamSchema,
        querystring: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
        response: shopErrors,
      },
    },
    async (request, reply) => {
      const { shop } = currentMembership(request);
      await streamShopEvents({ request, reply, shop, roles: ORDER_ROLES, service, deps, heartbeatMs });
    },
  );

  app.post(
    '/seller/shops/:shopSlug/parts/:partId/status',
    {
      config: { shopRole: 'staff' },
      schema: {
        tags: ['seller'],
        summary:
          'Move one of the shop’s order parts on: accept (with a ready-in estimate), reject (with a reason), preparing, ready, out for delivery, delivered',
        security: [{ bearer: [] }],
        params: sellerPartParamSchema,
        body: sellerSetStatusBodySchema,
        response: { 200: sellerPartSchema, 400: errorSchema, 409: errorSchema, ...shopErrors },
      },
    },
    async (request) => service.setStatus(currentMembership(request).shop, request.params.partId, request.body),
  );

  app.post(
    '/seller/shops/:shopSlug/orders/:partId/seen',
    {
      config: { shopRole: 'staff' },
      schema: {
        tags: ['seller'],
        summary:
          'A member saw the new order (“Seen” on the console’s takeover): stored once, the first time wins; the shop’s other consoles hear of it live',
        security: [{ bearer: [] }],
        params: sellerPartParamSchema,
        response: { 200: sellerPartSchema, 400: errorSchema, ...shopErrors },
      },
    },
    async (request) => service.markSeen(currentMembership(request).shop, request.params.partId),
  );

  app.put(
    '/seller/shops/:shopSlug/parts/:partId/ready-in',
    {
      config: { shopRole: 'staff' },
      schema: {
        tags: ['seller'],
        summary: 'A new ready-in estimate for an accepted part: the shopper’s "Ready about 13:40" moves (issue 36)',
        security: [{ bearer: [] }],
        params: sellerPartParamSchema,
        body: sellerReadyInBodySchema,
        response: { 200: sellerPartSchema, 400: errorSchema, 409: errorSchema, ...shopErrors },
      },
    },
    async (request) => service.setReadyIn(currentMembership(request).shop, request.params.partId, request.body.readyInMinutes),
  );

  app.get(
    '/seller/shops/:shopSlug/orders/history',
    {
      config: { shopRole: 'staff' },
      schema: {
        tags: ['seller'],
        summary: "The shop's order parts, newest first, by status and paid date (Africa/Lagos days)",
        security: [{ bearer: [] }],
        params: sellerShopParamSchema,
        querystring: sellerHistoryQuerySchema,
        response: { 200: sellerHistorySchema, 400: errorSchema, ...shopErrors },
      },
    },
    async (request) => service.history(currentMembership(request).shop, request.query),
  );

  app.get(
    '/seller/shops/:shopSlug/figures',
    {
      config: { shopRole: 'owner' },
      schema: {
        tags: ['seller'],
        summary: "Today's and the last 7 days' orders and takings after rejections (owner)",
        security: [{ bearer: [] }],
        params: sellerShopParamSchema,
        response: { 200: sellerFiguresSchema, ...shopErrors },
      },
    },
    async (request) => service.figures(currentMembership(request).shop),
  );

  app.get(
    '/seller/shops/:shopSlug/members',
    {
      config: { shopRole: 'owner' },
      schema: {
        tags: ['seller'],
        summary: "The shop's members and its invitations not yet accepted (owner)",
        security: [{ bearer: [] }],
        params: sellerShopParamSchema,
        response: { 200: sellerMembersSchema, ...shopErrors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      const [members, invitations] = await Promise.all([new SellerRepository(deps.db).members(shop.id), deps.invitations.pending(shop.id)]);
      return {
        members: members.map((member) => ({ ...member, role: member.role as ShopRole, since: member.since.toISOString() })),
        invitations,
      };
    },
  );

  app.delete(
    '/seller/shops/:shopSlug/members/:userId',
    {
      config: { shopRole: 'owner' },
      schema: {
        tags: ['seller'],
        summary: 'Take someone off the shop (owner); the last owner stays (409)',
        security: [{ bearer: [] }],
        params: sellerMemberParamSchema,
        response: { 200: z.object({ message: z.string() }), 400: errorSchema, 409: errorSchema, ...shopErrors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      const outcome = await deps.invitations.removeMember(shop.id, request.params.userId);
      if (outcome === 'not-a-member') throw new NotFoundError(SELLER_MESSAGES.memberNotFound);
      if (outcome === 'last-owner') throw new ConflictError(SELLER_MESSAGES.lastOwner, {}, ERROR_CODES.lastOwner);
      return { message: SELLER_MESSAGES.memberRemoved };
    },
  );

  app.delete(
    '/seller/shops/:shopSlug/invitations/:invitationId',
    {
      config: { shopRole: 'owner' },
      schema: {
        tags: ['seller'],
        summary: 'Withdraw an invitation still waiting (owner): its link opens nothing after this',
        security: [{ bearer: [] }],
        params: sellerInvitationParamSchema,
        response: { 200: z.object({ message: z.string() }), 400: errorSchema, 409: errorSchema, ...shopErrors },
      },
    },
    async (request) => {
      const { shop } = currentMembership(request);
      await deps.invitations.revoke(shop.id, request.params.invitationId);
      return { message: SELLER_MESSAGES.invitationWithdrawn };
    },
  );

  app.post(
    '/seller/shops/:shopSlug/invitations',
    {
      config: { shopRole: 'owner' },
      schema: {
        tags: ['seller'],
        summary: 'Invite an email to run the shop as owner or staff: a one-time link valid 72 hours is mailed (owner)',
        security: [{ bearer: [] }],
        params: sellerShopParamSchema,
        body: inviteBodySchema,
        response: { 201: sellerInvitationSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema, ...shopErrors },
      },
    },
    async (request, reply) => {
      const { shop } = currentMembership(request);
      const { email, role } = request.body;
      const invitation = await deps.invitations.invite({
        shopId: shop.id,
        email,
        role,
        invitedBy: currentUser(request),
      });
      return reply.code(201).send(invitation);
    },
  );
};

/** The invitation links, which anyone holding one may open (public area). */
export const invitationLinksModule: AppModule = async (app, { deps }) => {
  const users = new UsersService(deps.users, deps.tokens, deps.authLimits.users);
  await noStore(app, { deps });

  app.get(
    '/seller/invitations/:token',
    {
      schema: {
        tags: ['seller'],
        summary: 'What an invitation link offers (shop, role, email), or why it cannot be used',
        params: invitationTokenParamSchema,
        response: { 200: invitationPreviewSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => deps.invitations.preview(request.params.token),
  );

  app.post(
    '/seller/invitations/:token/sign-up',
    {
      schema: {
        tags: ['seller'],
        summary: 'Create the account of an invitation (the sign-up fields; the email is the invited one) and accept it',
        params: invitationTokenParamSchema,
        body: invitationSignUpBodySchema,
        response: { 201: invitationSignUpResponseSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { invitation } = await deps.invitations.usable(request.params.token);
      if (await deps.users.findByEmail(invitation.email)) throw new ConflictError(SELLER_MESSAGES.invitationAccountExists);
      await users.signUp({ ...request.body, email: invitation.email }, request.ip);
      const made = await deps.users.findByEmail(invitation.email);
      if (!made) throw new Error('the account just made is missing');
      // The link was mailed to this address: whoever holds it reads that mailbox.
      await deps.users.markEmailVerified(made.id, invitation.email, deps.now());
      const user = await deps.users.findById(made.id);
      if (!user) throw new Error('the account just made is missing');
      const accepted = await deps.invitations.accept(request.params.token, user);
      return reply.code(201).send({ ...accepted, token: await deps.tokens.sign(user) });
    },
  );
};

/** Accepting an invitation with the signed-in account (shopper area: the one guard checks who is asking). */
export const invitationAcceptModule: AppModule = async (app, { deps }) => {
  await noStore(app, { deps });

  app.post(
    '/seller/invitations/:token/accept',
    {
      schema: {
        tags: ['seller'],
        summary: 'Accept an invitation with the signed-in account (its email must be the invited one)',
        security: [{ bearer: [] }],
        params: invitationTokenParamSchema,
        response: { 200: invitationAcceptedSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => deps.invitations.accept(request.params.token, currentUser(request)),
  );
};
