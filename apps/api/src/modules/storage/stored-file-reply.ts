import type { FastifyReply } from 'fastify';
import type { StoredFile } from './file-storage';

/**
 * Streams a stored file through our server with the media answers' security headers: the type we proved (never
 * sniffed), no scripts or subresources even if a browser opened it as a page, shown inline rather than downloaded.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, options: { type?: string; cacheControl: string }) {
  return reply
    .type(options.type ?? file.contentType)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('content-disposition', 'inline')
    .header('cache-control', options.cacheControl)
    .send(file.body);
}
