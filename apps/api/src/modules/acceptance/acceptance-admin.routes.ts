import { z } from 'zod';
import {
  errorSchema,
  marketSettingsBodySchema,
  marketSettingsSchema,
  needsAttentionSchema,
  shopAcceptanceBodySchema,
  shopAcceptanceSchema,
} from '@campus/contract';
import type { AppModule } from '../../container';
import { currentSession, currentUser } from '../auth/auth.plugin';
import { openLiveStream } from '../../infra/events/sse-stream';

const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema } as const;
const tags = ['admin'];

/**
 * The operator's acceptance settings and "Needs attention" list (issue 36), in the admin area: its one
 * guard (signed in, the market's operator) runs before any of these. Every change is audit-logged.
 */
export const acceptanceAdminModule: AppModule = async (app, { deps }) => {
  const { admin } = deps.acceptance;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/admin/market-settings',
    {
      schema: {
        tags,
        summary: "The market's acceptance minutes, SMS minutes and each shop's override",
        security,
        response: { 200: marketSettingsSchema, ...refusals },
      },
    },
    async () => admin.settings(),
  );

  app.put(
    '/admin/market-settings',
    {
      schema: {
        tags,
        summary: 'Change the minutes a shop has to accept and the minutes before it is texted',
        security,
        body: marketSettingsBodySchema,
        response: { 200: marketSettingsSchema, 400: errorSchema, ...refusals },
      },
    },
    async (request) => admin.saveSettings(currentUser(request).id, request.body),
  );

  app.put(
    '/admin/shops/:slug/acceptance',
    {
      schema: {
        tags,
        summary: "One shop's minutes to accept (null: the market's)",
        security,
        params: z.object({ slug: z.string().min(1).max(100) }),
        body: shopAcceptanceBodySchema,
        response: { 200: shopAcceptanceSchema, 400: errorSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => admin.setShopMinutes(currentUser(request).id, request.params.slug, request.body.acceptanceMinutes),
  );

  app.get(
    '/admin/needs-attention',
    {
      schema: {
        tags,
        summary: 'Parts waiting past half their time to accept, late deliveries and refunds not yet at the card',
        security,
        response: { 200: needsAttentionSchema, ...refusals },
      },
    },
    async () => admin.needsAttention(),
  );

  // How often a comment line keeps idle connections (and proxies) open; tests shorten it.
  const heartbeatMs = deps.config.sseHeartbeatMs ?? 15_000;
  app.get(
    '/admin/needs-attention/events',
    {
      schema: {
        tags,
        summary: 'Server-Sent Events: a `changed` frame whenever any order or refund moves, so the Needs attention list reads itself again',
        security,
        response: refusals,
      },
    },
    async (request, reply) => {
      const operator = currentUser(request);
      const { tokenVersion } = currentSession(request);
      openLiveStream(request, reply, deps.liveEvents, {
        kind: 'order',
        topic: 'order:*',
        wholeKind: true,
        accountId: operator.id,
        stillAllowed: async () => (await deps.users.findLive(operator.id, tokenVersion))?.isOperator === true,
        cursor: 0,
        eventName: 'changed',
        // Nothing to replay: the list is read afresh on each frame and on every (re)connect.
        read: async () => [],
        heartbeatMs,
        changedFrame: () => ({ changed: 'orders' }),
      });
    },
  );
};
