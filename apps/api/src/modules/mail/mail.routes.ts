import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorSchema, outboxQuerySchema, outboxResponseSchema } from '@campus/contract';
import { notFound } from '../../http/http-error';
import type { MailService } from './mail.service';

/** GET dev/outbox: the latest outbox messages, for /test-panel and tests; absent in production (DESIGN §6). */
export function devMailRoutes(mail: MailService, production: boolean): FastifyPluginAsyncZod {
  return async (app) => {
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
        if (production) throw notFound(MESSAGES.notFound);
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
}
