import { MESSAGES, errorSchema, outboxQuerySchema, outboxResponseSchema } from '@campus/contract';
import { NotFoundError } from '../../errors/domain-errors';
import type { AppModule } from '../../container';

/** GET dev/outbox: the latest outbox messages, for /test-panel and tests; absent in production (DESIGN §6). */
export const mailModule: AppModule = async (app, { deps }) => {
  const { mail } = deps;
  const { production } = deps.config;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest outbox mail (not in production)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 404: errorSchema },
      },
    },
    async (request) => {
      if (production) throw new NotFoundError(MESSAGES.notFound);
      const rows = await mail.latest({ to: request.query.to, limit: request.query.limit });
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
