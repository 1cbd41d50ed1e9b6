import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sends a pre-serialised JSON body with its ETag, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: { json: string; etag: string }) {
  reply.header('etag', body.etag).header('cache-control', 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === body.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body.json);
}
