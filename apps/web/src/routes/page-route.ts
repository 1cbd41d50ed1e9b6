import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { RouteSubjectKind } from '@campus/contract';

/** A lazy page module: its file (from apps/web/src, so the build can find its chunks) and how to load its component. */
export interface PageModule {
  file: string;
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * One route of the storefront (spec §2). The router, the link builders (`paths`) and the web build's
 * route manifest, which the API's page shell reads (decision 022), are all made from these.
 */
export interface PageRoute {
  /** The React Router pattern, under the app layout ('shop/:slug'); absent on the index route. */
  path?: string;
  index?: true;
  /** The page, loaded when the route is first visited: `lazyPage(import.meta.glob('…-page.tsx'), 'ExportName')`. */
  page?: PageModule;
  /** The route only sends the visitor on (replacing the history entry) to this address. */
  redirect?: () => string;
  /** The link builder every link to the page uses, as `paths.<key>`. */
  link?: (...args: never[]) => string;
  /**
   * The route's loader: starts the page's calls while its code loads, without waiting for them (the
   * answers land in the query cache and the page renders once, with its content).
   */
  load?: (params: Params, queryClient: QueryClient) => void;
  /** Server hint: the public calls `load` starts, as API paths with the route's :params; the page shell preloads them. */
  calls?: string[];
  /** Server hint: the catalog thing the page shows, named by a route param; its first picture is preloaded, and the calls only when it exists. */
  subject?: { kind: RouteSubjectKind; param: string };
  /** Server hint: the page shows the cart, whose call the page shell starts with the document (decision 019). */
  earlyCart?: true;
  /**
   * The page's title when no catalog thing (`subject`) names it, with `{param}` marks for the route's
   * params: the page shell writes it into the HTML and the storefront into the tab (decision 034).
   */
  title?: string;
  /**
   * A page of a console (the shop's, issue 20, or the operator's, issue 21): the layout leaves out the
   * storefront's footer and bottom tabs (the console has its own navigation), the page writes the tab's
   * title itself and the server renders none of it.
   */
  console?: true;
  /**
   * The route's child routes (a console's screens), with paths relative to this one; this route's page,
   * if any, is their frame and shows the child's in an `<Outlet />`. A child takes this route's `title`
   * and `console` unless it has its own. Their keys join the parent's in `paths`, so they are unique
   * across the whole table.
   */
  children?: Record<string, PageRoute>;
}

/**
 * A page module from `import.meta.glob` of exactly one file: the glob's key names the file for the
 * build (made relative to apps/web/src), its value loads it.
 */
export function lazyPage(glob: Record<string, () => Promise<unknown>>, exportName: string): PageModule {
  const files = Object.keys(glob);
  if (files.length !== 1) throw new Error(`lazyPage needs exactly one module, the pattern matched ${files.length}`);
  const file = files[0]!;
  return {
    file: file.replace(/^(?:\.\.\/)+(?:src\/)?/, ''),
    load: async () => {
      const module = (await glob[file]!()) as Record<string, ComponentType | undefined>;
      const Component = module[exportName];
      if (!Component) throw new Error(`${file} exports no ${exportName}`);
      return { Component };
    },
  };
}

/** A loader's call, started in the background: the loader answers at once. */
export function started(call: Promise<void>): void {
  void call;
}

/** A child route as it sits in the tree: its full pattern, and what it takes from its parent. */
export function childRoute(parent: PageRoute, child: PageRoute): PageRoute {
  const { index, ...route } = child;
  const base = parent.path ?? '';
  return {
    ...route,
    // The index child sits at its parent's address (it is not the table's index, '/').
    path: index ? base : `${base}/${child.path ?? ''}`,
    ...(child.title === undefined && parent.title !== undefined && { title: parent.title }),
    ...(parent.console && { console: true }),
  };
}

/** A route where it sits in the tree: a console's screen under its full pattern, with its frame's pages (outermost first). */
export interface PlacedRoute {
  key: string;
  route: PageRoute;
  frames: PageModule[];
}

/** Every page of a table where it sits: a route with children stands for them (the page shell's and the build's list of pages). */
export function placedRoutes(routes: Record<string, PageRoute>, parent?: PageRoute, frames: PageModule[] = []): PlacedRoute[] {
  return Object.entries(routes).flatMap(([key, child]) => {
    const route = parent ? childRoute(parent, child) : child;
    if (!route.children) return [{ key, route, frames }];
    return placedRoutes(route.children, route, route.page ? [...frames, route.page] : frames);
  });
}

type OwnLinks<T> = { [K in keyof T as T[K] extends { link: unknown } ? K : never]: T[K] extends { link: infer L } ? L : never };
type ChildLinks<T> = { [K in keyof T]: T[K] extends { children: infer C } ? OwnLinks<C> : never }[keyof T];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type LinksOf<T> = OwnLinks<T> & Intersection<ChildLinks<T>>;

/** The link builders of a route table and of its routes' children (one level), by the routes' keys. */
export function linksOf<T extends Record<string, PageRoute>>(routes: T): LinksOf<T> {
  const links: Record<string, PageRoute['link']> = {};
  const keys = new Set<string>();
  const add = (table: Record<string, PageRoute>) => {
    for (const [key, route] of Object.entries(table)) {
      if (keys.has(key)) throw new Error(`the route table has two routes named ${key}`);
      keys.add(key);
      if (route.link) links[key] = route.link;
      if (route.children) add(route.children);
    }
  };
  add(routes);
  return links as LinksOf<T>;
}
