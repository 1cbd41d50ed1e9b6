import { errorSchema, smsOutboxSchema } from '@campus/contract';
import type { AppModule } from '../../../container';

/**
 * GET dev/sms: the texts the sandbox SMS provider recorded, newest first, for the developer panel
 * and tests. In the dev area (DEV_TOOLS=1, this machine only); empty with a real provider.
 */
export const smsDevModule: AppModule = async (app, { deps }) => {
  if (!deps.config.devTools) return;
  app.get(
    '/dev/sms',
    {
      schema: {
        tags: ['dev'],
        summary: 'Texts the sandbox SMS provider recorded (DEV_TOOLS=1, loopback only)',
        response: { 200: smsOutboxSchema, 404: errorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = (await deps.sms.sandbox?.latest()) ?? [];
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          text: row.text,
          purpose: row.purpose,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
