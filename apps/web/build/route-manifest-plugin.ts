import path from 'node:path';
import { runnerImport, type Alias, type Plugin } from 'vite';
import type { RouteManifestSource } from '../src/routes/route-manifest-source';
import { placedRoutes } from '../src/routes/page-route.ts';
import { buildRouteManifest, type BundleChunk } from './route-manifest.ts';

/**
 * Writes dist/route-manifest.json (decision 022): the route table (src/routes/route-table.ts), read
 * by running it in Node, joined with this build's chunk graph, so that the API's page shell can give
 * every page its hints without knowing a source file of the web app.
 */
export function routeManifestPlugin(alias: Alias[]): Plugin {
  let root = '';
  return {
    name: 'campus:route-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const { module } = await runnerImport<RouteManifestSource>(path.join(root, 'src/routes/route-manifest-source.ts'), {
        root,
        configFile: false,
        logLevel: 'error',
        resolve: { alias },
      });
      const chunks: BundleChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                isDynamicEntry: output.isDynamicEntry,
                facadeModuleId: output.facadeModuleId,
                imports: output.imports,
              },
            ]
          : [],
      );
      const manifest = buildRouteManifest(
        placedRoutes(module.ROUTES),
        chunks,
        path.join(root, 'src'),
        module.API_BASE,
        module.HYDRATION_MODULE,
      );
      this.emitFile({ type: 'asset', fileName: module.ROUTE_MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
