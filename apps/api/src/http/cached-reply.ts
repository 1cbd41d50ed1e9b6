import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type Encoding } from '@campus/web/server';

/** Below this, compressing saves less than the work and the header cost. */
const COMPRESS_FROM_BYTES = 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Brotli's window (log2 of its bytes) just large enough for the whole body. Its default, 22 (4 MB), made quality 9
 * take 80–350 ms for the 14–18 kB categories body, on the event loop, at the first read after each catalog change;
 * a window that fits the body gives the same size in about 1 ms (decision 150).
 */
function brotliWindowFor(length: number): number {
  return Math.min(
    zlib.constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 16))),
  );
}

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
  private readonly headerLists = new Map<Encoding | 'identity' | 'unchanged', readonly string[]>();

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
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
                [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(this.raw.length),
              },
            })
          : zlib.gzipSync(this.raw, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** The encoding this body is sent in to a client that sent `acceptEncoding`: none below 1 kB. */
  encodingFor(acceptEncoding: string | undefined, accepted: typeof acceptedEncoding = acceptedEncoding): Encoding | undefined {
    return this.raw.length >= COMPRESS_FROM_BYTES ? accepted(acceptEncoding) : undefined;
  }

  /**
   * The headers `sendCached` sets for this body, in its order, as one flat list for `writeHead`, made once per
   * encoding: `unchanged` for the 304 (decision 150: the answer sent before routing).
   */
  headersAs(encoding: Encoding | undefined | 'unchanged'): readonly string[] {
    const key = encoding ?? 'identity';
    let list = this.headerLists.get(key);
    if (!list) {
      const validators = ['etag', this.etag, 'cache-control', 'no-cache', 'vary', 'accept-encoding'];
      const bytes = encoding === 'unchanged' ? undefined : encoding ? this.encodedAs(encoding) : this.raw;
      list = !bytes
        ? validators
        : [
            ...validators,
            'content-type',
            JSON_TYPE,
            ...(encoding ? ['content-encoding', encoding] : []),
            'content-length',
            String(bytes.length),
          ];
      this.headerLists.set(key, list);
    }
    return list;
  }
}

/** Whether the request's If-None-Match names this ETag: one of a list, in its weak form, or `*` (RFC 9110 §13.1.2). */
export function clientHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** Sends a cached JSON body, compressed when the client accepts it, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (clientHas(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type(JSON_TYPE);
  const encoding = body.encodingFor(request.headers['accept-encoding']);
  if (encoding) return reply.header('content-encoding', encoding).send(body.encodedAs(encoding));
  return reply.send(body.raw);
}

/**
 * Sends a small constant JSON text as it is (no ETag: cheaper to send than to revalidate). As text,
 * Node writes it in one piece with the headers; a Buffer would go out as a second chunk.
 */
export function sendConstant(reply: FastifyReply, json: string) {
  return reply.type(JSON_TYPE).send(json);
}
