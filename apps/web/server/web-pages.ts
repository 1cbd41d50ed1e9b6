import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PAGE_CONTENT_HEADER } from '@campus/contract';
import { createPageRenderer, renderLandingPageOnListen, sendRenderedAnswer } from './page-render';
import { createPageShell, type PageShellCatalog } from './page-shell';

export interface WebPagesOptions {
  /** The built web app (apps/web/dist); nothing is served when it has no index.html. */
  webDist: string | undefined;
  /** The store's public address (PUBLIC_URL), for head tags' absolute addresses; else the one asked for. */
  publicUrl: string | undefined;
  /** What the shell reads of the catalog (the hints and head of a shop's or product's page). */
  catalog: PageShellCatalog & { categoriesBody(): Promise<unknown> };
  /** The answer to an address that is neither a page nor a file: the API's own 404 body. */
  notFound(request: FastifyRequest, reply: FastifyReply): unknown;
}

/**
 * Serves the built web app: hashed assets cached for a year, every page address answered with its page
 * rendered on the server (decision 050) or the page shell the browser renders into. Registered last: the
 * pages are the not-found handler of every address no route took.
 */
export async function registerWebPages(app: FastifyInstance, options: WebPagesOptions): Promise<void> {
  const { webDist, catalog } = options;
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  const shell = hasWeb ? createPageShell(webDist, catalog) : undefined;
  // Public pages rendered on the server (decision 050), kept until the catalog index is rebuilt (its answers are new objects then).
  const renderer = shell && webDist ? await createPageRenderer(app, webDist, shell, () => catalog.categoriesBody()) : undefined;
  if (renderer) renderLandingPageOnListen(app, renderer, options.publicUrl);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isApi && wantsPage && shell && !path.extname(pathname)) {
      // Head tags need absolute addresses (decision 034): the public address when set, else the one asked for.
      const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
      const sendShell = () =>
        shell
          .render(pathname, origin)
          .then((html) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html));
      if (!renderer) return sendShell();
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (request.headers[PAGE_CONTENT_HEADER] !== undefined) {
        // The page shell's early script asks for a signed-in shopper's content (decision 140): theirs alone, never stored.
        if (!token) return reply.code(204).header('cache-control', 'no-store').send();
        return renderer.content(pathname, origin, token).then(
          (answer) =>
            answer
              ? sendRenderedAnswer(request, reply, answer, 'private, no-store')
              : reply.code(204).header('cache-control', 'no-store').send(),
          (error: unknown) => {
            request.log.error({ err: error }, "a shopper's content was not rendered; the browser renders the page");
            return reply.code(204).header('cache-control', 'no-store').send();
          },
        );
      }
      return renderer.answer(pathname, origin).then(
        (answer) => (answer ? sendRenderedAnswer(request, reply, answer) : sendShell()),
        (error: unknown) => {
          request.log.error({ err: error }, 'server rendering failed; the page is rendered in the browser');
          return sendShell();
        },
      );
    }
    if (!isApi && wantsPage && hasWeb) {
      // A missing asset file: try the built file tree, else 404.
      return reply.code(404).type('text/plain').send('Not found');
    }
    return options.notFound(request, reply);
  });
}
