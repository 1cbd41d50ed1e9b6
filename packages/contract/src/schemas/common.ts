import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';
import { text } from './text-field';

/**
 * Every error answer of the API (DESIGN §5, decision 023): the human text, the stable code, the
 * offending field of a validation error, and any details its code documents (kept, not stripped).
 */
export const errorSchema = z.looseObject({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;

/** A UUID as the database makes them; ids from a caller that are not one match no record. */
export const uuidSchema = z.uuid();
export const isUuid = (value: string): boolean => uuidSchema.safeParse(value).success;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const slugParamSchema = z.object({ slug: text().min(1).max(200) });

export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.boolean(),
  /** This instance hears notifications (its LISTEN connection is up). */
  listener: z.boolean(),
  /** Present when REDIS_URL is set. */
  redis: z.boolean().optional(),
  /** Present when an S3-compatible object store is configured. */
  objectStore: z.boolean().optional(),
  /** True on the embedded database (PGlite: no fsync, one process), absent on PostgreSQL. */
  embedded: z.literal(true).optional(),
  /** True once the instance is shutting down: the balancer should stop sending it requests. */
  closing: z.boolean().optional(),
});

/** GET config: what the client needs to know about this deployment (DESIGN §5). */
export const configResponseSchema = z.object({
  storeName: z.string(),
  provider: z.enum(['sandbox', 'paystack']),
  publicKey: z.string(),
  supportPhone: z.string(),
  production: z.boolean(),
});
export type ConfigResponse = z.infer<typeof configResponseSchema>;
