import path from 'node:path';
import type { RouteManifest, RouteManifestEntry } from '@campus/contract';
import type { PageRoute, PlacedRoute } from '../src/routes/page-route';

/** What the route manifest needs to know of one chunk of the bundle (a Rolldown output chunk has it). */
export interface BundleChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The absolute path of the module the chunk stands for, when it stands for one. */
  facadeModuleId: string | null;
  /** The chunks it imports statically (file names). */
  imports: string[];
}

/**
 * The route manifest of a build (decision 022): for every page of the table where it sits (`placedRoutes`: a
 * console's screens under their full patterns, decision 132), the chunks its page
 * loads beyond those of the entry (in the order the browser asks for them: the page's own first),
 * the public calls its loader starts (under `apiBase`), the catalog thing it shows and whether it
 * shows the cart; and the chunks that hydrate a page the server rendered (`hydrationModule`'s, beyond the
 * entry's). `srcDir` is the folder the pages' `file` and `hydrationModule` are relative to.
 */
export function buildRouteManifest(
  routes: PlacedRoute[],
  chunks: BundleChunk[],
  srcDir: string,
  apiBase: string,
  hydrationModule?: string,
): RouteManifest {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const loadedByEntry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
  const chunksOf = (file: string): string[] => {
    const module = path.join(srcDir, file);
    const own = chunks.find((c) => c.facadeModuleId === module && (c.isDynamicEntry || c.isEntry));
    if (!own)
      throw new Error(
        `the build has no chunk of its own for ${file}: is it imported with import(…) (a page: lazyPage in the route table)?`,
      );
    return [...closure(own.fileName)].filter((name) => !loadedByEntry.has(name)).map((name) => `/${name}`);
  };
  const redirectOf = (route: PageRoute): string | undefined => route.redirect?.();
  return {
    // A console's screen is an entry of its own, under its full pattern, with its frame's chunks after its own.
    routes: routes.map(({ route, frames }): RouteManifestEntry => {
      const redirect = redirectOf(route);
      const pages = route.page ? [route.page, ...frames.toReversed()] : [];
      return {
        ...(route.path !== undefined && { path: route.path }),
        ...(route.index && { index: true }),
        ...(redirect !== undefined && { redirect }),
        chunks: [...new Set(pages.flatMap((page) => chunksOf(page.file)))],
        calls: (route.calls ?? []).map((call) => `${apiBase}/${call}`),
        ...(route.subject && { subject: route.subject }),
        ...(route.earlyCart && { earlyCart: true }),
        ...(route.title !== undefined && { title: route.title }),
      };
    }),
    ...(hydrationModule !== undefined && { hydration: chunksOf(hydrationModule) }),
  };
}
