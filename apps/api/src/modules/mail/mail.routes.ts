import { errorSchema, outboxQuerySchema, outboxResponseSchema } from '@campus/contract';
import type { AppModule } from '../../container';

/**
 * GET dev/outbox: the latest outbox messages with their codes, for /test-panel and tests. Served only
 * with DEV_TOOLS=1 and only to a client on this machine (issue 18): anyone else gets 404, as if absent.
 */
export const mailModule: AppModule = async (app, { deps }) => {
  const { mail } = deps;
  if (!deps.config.devTools) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest outbox mail (DEV_TOOLS=1, loopback clients only)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await mail.latest({ to: request.query.to, limit: request.query.limit });
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: mail.render(row).text,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
