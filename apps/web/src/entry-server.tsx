import { AsyncLocalStorage } from 'node:async_hooks';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import type { RouteHandle } from '@/app/layout/page-title';
import { createAppRoutes } from '@/app/router';
import { keepRefusal, renderedQueries, type PageData } from '@/app/ssr/page-data';
import { PAGE_FRAME_ROUTES } from '@/app/ssr/page-frame';
import { PAGE_FRAME_ATTRIBUTE } from '@campus/contract';
import { setApiTransport } from '@/lib/api-client';
import { storedTokenIsLive } from '@/lib/session';
import { setTokenSource } from '@/lib/token-storage';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { orderQueryOptions, ordersQueryOptions } from '@/features/orders/api/get-orders';
import { myRolesQueryOptions } from '@/features/account/api/get-my-roles';
import { isCategoryName } from '@/lib/category-name';
import { configQueryOptions } from '@/lib/config';
import { pathSegmentText } from '@/lib/path-segment';
import { shopQueryOptions } from '@/features/catalog/api/get-shop';
import { searchProductsQueryOptions } from '@/features/search/api/search-products';
import type { PageRoute } from '@/routes/page-route';
import { ROUTES } from '@/routes/route-table';

/**
 * What the server renders of a page, the HTML inside #root with its HTTP status: a public page with the data the
 * browser hydrates it with; the app's frame of a page the browser renders (`frame`, decision 075), `paints` when
 * a signed-in shopper's content can be asked for over it; or that content (`content`, decision 140).
 */
export type RenderedPage = { html: string; status: number } & ({ data: PageData } | { frame: true; paints: boolean } | { content: true });

/**
 * The public pages the server renders (entries of the route table); the others (signed-in pages,
 * forms, checkout) stay rendered in the browser. Kept here, not in the table, so the browser's entry
 * does not carry it (the storefront's route budget).
 */
export const SERVER_RENDERED = new Set<PageRoute>([
  ROUTES.category,
  ROUTES.shop,
  ROUTES.product,
  ROUTES.searchResults,
  ROUTES.about,
  ROUTES.terms,
  ROUTES.notFound,
]);

/**
 * The signed-in pages whose content the server paints for the shopper whose token the request carries
 * (decision 140), with the calls that content shows besides the config and the cart, which every page's bars read: the page shell
 * asks for it with the document, and it replaces the frame until the browser's first render.
 */
const SIGNED_IN_CONTENT = new Map<PageRoute, (params: Record<string, string | undefined>) => FetchQueryOptions<unknown>[]>([
  [ROUTES.cart, () => []],
  [ROUTES.checkout, () => []],
  [ROUTES.order, ({ id }) => [orderQueryOptions(id ?? '') as FetchQueryOptions<unknown>]],
  // The list opens on its first page.
  [ROUTES.orders, () => [ordersQueryOptions(1) as FetchQueryOptions<unknown>]],
  [ROUTES.account, () => [myRolesQueryOptions() as FetchQueryOptions<unknown>]],
]);

/** The token of the shopper whose content is being rendered, for this render's calls only (never a module-wide value). */
const shopperToken = new AsyncLocalStorage<string>();

/** Until every call the query cache has going has answered (a failed call counts as answered: the page shows its error). */
async function settled(queryClient: QueryClient): Promise<void> {
  const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
  await Promise.all(fetching.map((query) => query.promise?.catch(() => undefined)));
}

/**
 * The route tree for the server: the storefront's own (createAppRoutes), whose loaders start the
 * page's calls; here each loader also waits for them, so the page renders with its data.
 */
function serverRoutes(routes: RouteObject[], queryClient: QueryClient): RouteObject[] {
  return routes.map((route) => {
    const loader = route.loader;
    const children = route.children && serverRoutes(route.children, queryClient);
    if (typeof loader !== 'function') return { ...route, ...(children && { children }) } as RouteObject;
    return {
      ...route,
      loader: async (args: Parameters<typeof loader>[0]) => {
        const result = await loader(args);
        await settled(queryClient);
        return result;
      },
    } as RouteObject;
  });
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * The app's frame at this address (decision 075): the layout, inert, with a placeholder where the page will be.
 * `queryClient` is the one the page's routes were made with: no loader ran, so it holds nothing yet.
 */
async function renderFrame(url: string, queryClient: QueryClient, route: PageRoute): Promise<RenderedPage | undefined> {
  const handler = createStaticHandler(PAGE_FRAME_ROUTES);
  const [context] = await Promise.all([
    handler.query(new Request(url, { headers: { accept: 'text/html' } })),
    // The top bar reads the store's config.
    queryClient.prefetchQuery(configQueryOptions()),
  ]);
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <div inert {...{ [PAGE_FRAME_ATTRIBUTE]: '' }}>
        <AppProviders queryClient={queryClient} hydrating>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </div>
    </StrictMode>,
  );
  return { html: await text(prelude), status: 200, frame: true, paints: SIGNED_IN_CONTENT.has(route) };
}

/**
 * The signed-in shopper's content of a page the browser renders (decision 140): the page itself, in the frame's
 * inert element, with the calls it shows made with the shopper's token (the API checks it as for any call).
 * Undefined when the token is not live: the frame stays until the browser renders the page.
 */
async function renderContent(
  url: string,
  route: PageRoute,
  queryClient: QueryClient,
  routes: RouteObject[],
): Promise<RenderedPage | undefined> {
  const calls = SIGNED_IN_CONTENT.get(route);
  if (!calls || !storedTokenIsLive()) return undefined;
  const handler = createStaticHandler(serverRoutes(routes, queryClient));
  const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }));
  if (context instanceof Response || context.errors) return undefined;
  const params = context.matches.at(-1)?.params ?? {};
  // The top bar reads the store's config, and its and the bottom tabs' badges the cart.
  const shown = [configQueryOptions(), cartQueryOptions(), ...calls(params)] as FetchQueryOptions<unknown>[];
  await Promise.all(shown.map((options) => queryClient.prefetchQuery(options)));
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <div inert {...{ [PAGE_FRAME_ATTRIBUTE]: '' }}>
        <AppProviders queryClient={queryClient} hydrating signedIn>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </div>
    </StrictMode>,
  );
  return { html: await text(prelude), status: 200, content: true };
}

/**
 * Renders the storefront's public pages on the server (decision 050), with React Router's static
 * handler over the same route table the browser uses. `fetchApi` answers the pages' calls (the API
 * server asks itself, in-process). A page the browser renders (signed-in pages, forms) gets the app's
 * frame; undefined for the shop console, redirects and a shop addressed by its bare slug.
 */
export function createPageRenderer(fetchApi: typeof fetch) {
  setApiTransport(fetchApi);
  // The browser's token lives in its local storage; here, only a content render has one (decision 140).
  setTokenSource(() => shopperToken.getStore() ?? null);
  /** `token`: the signed-in shopper's, to render their content of a page the browser renders instead of its frame. */
  return async function renderPage(url: string, token?: string): Promise<RenderedPage | undefined> {
    const queryClient = createQueryClient();
    const routes = createAppRoutes(queryClient);
    // A page the browser renders gets the app's frame, its loaders not run; the shop console, which has a
    // layout of its own, nothing.
    const route = (matchRoutes(routes, new URL(url).pathname)?.at(-1)?.route.handle as RouteHandle | undefined)?.route;
    if (token !== undefined)
      return route && !SERVER_RENDERED.has(route)
        ? shopperToken.run(token, () => renderContent(url, route, queryClient, routes))
        : undefined;
    if (route && !SERVER_RENDERED.has(route)) return route.console ? undefined : renderFrame(url, queryClient, route);
    const handler = createStaticHandler(serverRoutes(routes, queryClient));
    const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }));
    if (context instanceof Response || context.errors) return undefined;
    const leaf = context.matches.at(-1);
    const page = (leaf?.route.handle as RouteHandle | undefined)?.route;
    if (!leaf || !page || !SERVER_RENDERED.has(page)) return undefined;

    // The top bar of every page reads the store's config; the fallback page (any unknown address)
    // looks its first segment up as a shop slug before it says 404.
    const segment = pathSegmentText(new URL(url).pathname.split('/').filter(Boolean)[0] ?? '');
    const fallback = page === ROUTES.notFound || (page === ROUTES.category && !isCategoryName(leaf.params.categoryParam));
    // The search results page has no loader (its call would put the search module in the browser's entry): started here.
    const query = page === ROUTES.searchResults ? (leaf.params.query ?? '').trim() : undefined;
    await Promise.all([
      queryClient.prefetchQuery(configQueryOptions()),
      query ? queryClient.prefetchQuery(searchProductsQueryOptions(query)) : undefined,
      fallback && segment ? queryClient.prefetchQuery(shopQueryOptions(segment)) : undefined,
    ]);
    // A bare shop slug sends the shopper to the shop page: the browser does that.
    if (fallback && segment && queryClient.getQueryData(shopQueryOptions(segment).queryKey)) return undefined;

    for (const query of queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }))
      keepRefusal(queryClient, query.queryKey);
    const router = createStaticRouter(handler.dataRoutes, context);
    // Time-of-day labels (a shop's "Paused · back at 13:30") are read at this moment, here and while the browser hydrates.
    const renderedAt = Date.now();
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient} hydrating renderedAt={renderedAt}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const html = await text(prelude);
    const queries = renderedQueries(queryClient);
    const data: PageData = { router: { loaderData: context.loaderData, actionData: context.actionData }, queries, renderedAt };
    // An unknown address, product or shop answers 404 (with the page that says so), so crawlers drop it.
    return { html, data, status: queries.some((query) => query.status === 404) || (fallback && segment === '') ? 404 : context.statusCode };
  };
}
