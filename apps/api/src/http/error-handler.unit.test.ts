import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ERROR_CODES, ERROR_CODES, MESSAGES, errorSchema } from '@campus/contract';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  RateLimitedError,
  TooLargeError,
  UnauthenticatedError,
  UnsupportedMediaError,
  UpstreamError,
  type DomainError,
} from '../errors/domain-errors';
import { installErrorHandler } from './error-handler';

/** A bare server with only the error handler, and routes that throw what the table says. */
const THROWN: Record<string, () => Error> = {
  invalid: () => new InvalidError('Quantity must be at least 1', 'quantity'),
  unauthenticated: () => new UnauthenticatedError(MESSAGES.sessionExpired, ERROR_CODES.sessionExpired),
  forbidden: () => new ForbiddenError('Not your order'),
  not_found: () => new NotFoundError('Shop not found'),
  conflict: () => new ConflictError('The order changed', { status: 'paid' }),
  too_large: () => new TooLargeError('The image must be 5 MB or smaller'),
  unsupported_media: () => new UnsupportedMediaError('Send multipart/form-data'),
  rate_limited: () => new RateLimitedError(MESSAGES.tooManyRequests, 41.2),
  upstream_failed: () => new UpstreamError('The payment could not be started. Please try again.'),
  crash: () => Object.assign(new Error('connection refused at 10.0.0.5:5432'), { params: ['secret'] }),
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 64 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.get('/throw/:what', async (request) => {
    const make = THROWN[(request.params as { what: string }).what];
    throw make ? make() : new Error('unknown case');
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/validated',
    {
      schema: {
        body: z.object({ phone_number: z.string(), items: z.array(z.object({ qty: z.number() })).optional() }),
        response: { 200: z.object({ ok: z.boolean() }), 400: errorSchema },
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (what: string) => app.inject({ method: 'GET', url: `/throw/${what}` });

describe('the error handler maps a domain error kind to its status, once', () => {
  it.each([
    ['invalid', 400, { error: 'Quantity must be at least 1', code: 'invalid_input', field: 'quantity' }],
    ['unauthenticated', 401, { error: MESSAGES.sessionExpired, code: 'session_expired' }],
    ['forbidden', 403, { error: 'Not your order', code: 'forbidden' }],
    ['not_found', 404, { error: 'Shop not found', code: 'not_found' }],
    ['conflict', 409, { error: 'The order changed', code: 'conflict', status: 'paid' }],
    ['too_large', 413, { error: 'The image must be 5 MB or smaller', code: 'payload_too_large' }],
    ['unsupported_media', 415, { error: 'Send multipart/form-data', code: 'unsupported_media_type' }],
    ['rate_limited', 429, { error: MESSAGES.tooManyRequests, code: 'rate_limited' }],
    ['upstream_failed', 502, { error: 'The payment could not be started. Please try again.', code: 'upstream_failed' }],
  ] as const)('%s → %i with { error, code, ...details }', async (what, status, body) => {
    const res = await get(what);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });

  it('sends Retry-After, in whole seconds rounded up, with a rate-limited answer', async () => {
    expect((await get('rate_limited')).headers['retry-after']).toBe('42');
  });

  it('gives every answer a code from the contract list', async () => {
    for (const what of Object.keys(THROWN)) {
      expect(ALL_ERROR_CODES).toContain((await get(what)).json().code);
    }
  });

  it('answers an unexpected error with 500 internal_error and none of its text', async () => {
    const res = await get('crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: MESSAGES.internal, code: 'internal_error' });
    expect(res.body).not.toContain('10.0.0.5');
  });

  it('keeps domain errors free of HTTP: a kind and a code, no status', () => {
    const error: DomainError = new NotFoundError('Shop not found');
    expect(error).not.toHaveProperty('statusCode');
    expect(error.kind).toBe('not_found');
  });
});

describe('validation errors name the field', () => {
  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/validated', headers: { 'content-type': 'application/json' }, payload });

  it('says which field is missing', async () => {
    const res = await post('{}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'phone_number: Required', code: 'invalid_input', field: 'phone_number' });
  });

  it('puts the field before zod’s own text, with a dotted path for nested fields', async () => {
    const res = await post('{"phone_number":"080","items":[{"qty":"two"}]}');
    expect(res.json()).toEqual({
      error: 'items.0.qty: Invalid input: expected number, received string',
      code: 'invalid_input',
      field: 'items.0.qty',
    });
  });

  it('names the body when the whole body is wrong', async () => {
    const res = await post('[1]');
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'body' });
  });
});

describe("Fastify's own errors carry a code", () => {
  it('bad JSON → 400 invalid_input', async () => {
    const res = await app.inject({ method: 'POST', url: '/validated', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'invalid_input' });
  });

  it('a body over the limit → 413 payload_too_large', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone_number: 'x'.repeat(100) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'payload_too_large' });
  });

  it('an unknown content type → 415 unsupported_media_type', async () => {
    const res = await app.inject({ method: 'POST', url: '/validated', headers: { 'content-type': 'text/x-unknown' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'unsupported_media_type' });
  });
});
