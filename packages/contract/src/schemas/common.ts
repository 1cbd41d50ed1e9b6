import { z } from 'zod';
import { text } from './text-field';

/** Every error answer of the API (DESIGN §5). */
export const errorSchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const idParamSchema = z.object({ id: text().min(1).max(100) });
export const slugParamSchema = z.object({ slug: text().min(1).max(200) });

export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({ status: z.enum(['ready', 'not-ready']), database: z.boolean() });

/** GET config: what the client needs to know about this deployment (DESIGN §5). */
export const configResponseSchema = z.object({
  storeName: z.string(),
  provider: z.enum(['sandbox', 'paystack']),
  publicKey: z.string(),
  supportPhone: z.string(),
  production: z.boolean(),
});
export type ConfigResponse = z.infer<typeof configResponseSchema>;
