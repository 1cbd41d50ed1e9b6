import type { FastifyInstance } from 'fastify';
import { AREA_GUARD_NAMES } from '../modules/access/areas';

/** One registered route with the names of the hooks that run for it, from Fastify's own route tree. */
export interface WalkedRoute {
  method: string;
  url: string;
  hooks: string[];
}

/**
 * Every registered route and its hooks (scope hooks included), read from
 * `printRoutes({ includeHooks: true, commonPrefix: false })`: a tree whose lines are path segments
 * indented under their parent, each followed by its hooks.
 */
export function walkRoutes(app: FastifyInstance): WalkedRoute[] {
  const routes: WalkedRoute[] = [];
  const stack: { column: number; path: string }[] = [];
  let current: WalkedRoute[] = [];
  for (const line of app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (hook) {
      const names = (JSON.parse(hook[2] ?? '[]') as string[]).map((name) => `${hook[1]}:${name.replace(/\(\)$/, '')}`);
      for (const route of current) route.hooks.push(...names);
      continue;
    }
    const node = /^([│ ]*(?:[├└]── )?)(.*) \(([A-Z, ]+)\)$/.exec(line);
    if (!node) continue;
    const column = (node[1] ?? '').length;
    while (stack.length > 0 && (stack.at(-1)?.column ?? 0) >= column) stack.pop();
    const path = `${stack.at(-1)?.path ?? ''}${node[2] ?? ''}`;
    stack.push({ column, path });
    current = (node[3] ?? '').split(', ').map((method) => ({ method, url: path, hooks: [] }));
    routes.push(...current);
  }
  return routes;
}

type Expected = keyof typeof AREA_GUARD_NAMES | 'public';

/** The area a path belongs to by its prefix (decision 095); what no prefix names is the shopper's unless allowed public. */
export function expectedArea(method: string, url: string, publicRoutes: ReadonlySet<string>): Expected {
  if (url.startsWith('/api/v1/admin/')) return 'admin';
  if (url.startsWith('/api/v1/seller/shops/')) return 'seller';
  if (url.startsWith('/api/v1/dev/')) return 'dev';
  if (url === '/api/v1/payment/webhook') return 'webhook';
  if (publicRoutes.has(`${method} ${url}`) || publicRoutes.has(`* ${url}`)) return 'public';
  return 'shopper';
}

/** The routes that are not behind the guard their path calls for, as "METHOD url: why" lines. */
export function misplacedRoutes(routes: readonly WalkedRoute[], publicRoutes: ReadonlySet<string>): string[] {
  const guards = Object.entries(AREA_GUARD_NAMES);
  const wrong: string[] = [];
  for (const { method, url, hooks } of routes) {
    const area = expectedArea(method, url, publicRoutes);
    const present = guards.filter(([, name]) => hooks.some((hook) => hook.endsWith(`:${name}`))).map(([key]) => key);
    const wanted = area === 'public' ? [] : [area];
    if (present.join() !== wanted.join()) wrong.push(`${method} ${url}: wants ${area}, has ${present.join(', ') || 'no guard'}`);
  }
  return wrong;
}
