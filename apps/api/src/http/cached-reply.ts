import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type Encoding } from '@campus/web/server';

/** Below this, compressing saves less than the work and the header cost. */
const COMPRESS_FROM_BYTES = 1024;

/** A strong ETag for these bytes: a hash of them, so it changes exactly when they do. */
export function etagOf(bytes: Buffer | string): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * A JSON answer serialised and encoded once, with its ETag, served as-is until its source changes:
 * the UTF-8 bytes, and brotli and gzip copies made the first time a client asks for them.
 */
export class CachedBody {
  readonly raw: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(value: unknown) {
    this.raw = Buffer.from(JSON.stringify(value), 'utf8');
    this.etag = etagOf(this.raw);
  }

  encodedAs(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.raw, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
            })
          : zlib.gzipSync(this.raw, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** Whether the request's If-None-Match names this ETag: one of a list, in its weak form, or `*` (RFC 9110 §13.1.2). */
export function clientHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** Sends a cached JSON body, compressed when the client accepts it, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (clientHas(request, body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = body.raw.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding) return reply.header('content-encoding', encoding).send(body.encodedAs(encoding));
  return reply.send(body.raw);
}

/**
 * Sends a small constant JSON text as it is (no ETag: cheaper to send than to revalidate). As text,
 * Node writes it in one piece with the headers; a Buffer would go out as a second chunk.
 */
export function sendConstant(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
