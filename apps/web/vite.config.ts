import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIconsPlugin } from './build/app-icons-plugin.ts';
import { lucideIconFactoryPlugin } from './build/lucide-icon-factory.ts';
import { webAppManifest } from './build/web-app-manifest.ts';
import { routeManifestPlugin } from './build/route-manifest-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/** `@/x` is apps/web/src/x, from any file (tsconfig.json `paths` says the same to TypeScript). */
export const webAlias: Alias[] = [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }];

/** A lazy page's chunk (`assets/shop-page-<hash>.js`, a console's `…-screen-<hash>.js`, decision 132): its chunks come from the route manifest, not a list in the build (decision 071). */
const PAGE_CHUNK = /-(page|screen)-[\w-]+\.js$/;
/** The chunks every page has loaded before anything lazy: no lazy import needs to name them. */
const SHELL_CHUNK = /\/(rolldown-runtime|framework|shared)-[\w-]+\.js$/;

/**
 * What a lazy import preloads with itself: nothing for a page (the route manifest names its chunks,
 * routes/route-chunks.ts) nor what the shell has loaded; the rest for the other lazy parts (the title,
 * the account links, the menu's links, the toaster), which would otherwise fetch their imports one
 * round trip after themselves. index.html keeps all of its own.
 */
const lazyImportPreloads: NonNullable<Extract<UserConfig['build'], object>['modulePreload']> = {
  polyfill: false,
  resolveDependencies: (file, deps, { hostType }) =>
    hostType === 'html' ? deps : PAGE_CHUNK.test(file) ? [] : deps.filter((dep) => !SHELL_CHUNK.test(`/${dep}`)),
};

/** The server's build of the storefront (decision 050): `vite build --ssr`, the public pages' renderer the API server imports. */
const serverBuild: UserConfig = {
  // The same icon factory as the browser's build, so the server's markup is the markup that hydrates.
  plugins: [react(), lucideIconFactoryPlugin()],
  resolve: { alias: webAlias },
  // Self-contained: the API server imports it from wherever WEB_DIST is, with no node_modules beside it.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    copyPublicDir: false,
    target: 'node22',
    sourcemap: false,
    emptyOutDir: true,
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        plugins: [
          react(),
          // lucide's icons take a small factory (decision 071; 0.8 kB less on the category page, decision 076).
          lucideIconFactoryPlugin(),
          tailwindcss(),
          routeManifestPlugin(webAlias),
          appIconsPlugin(),
          // The manifest and the service worker (decision 035): sw/sw.ts, with the build's files to precache put in.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            // Registered by src/app/pwa/register-service-worker.ts after the first render, without the plugin's helper.
            injectRegister: false,
            manifest: webAppManifest,
            injectManifest: {
              // The shell's and every page's scripts and styles, the icons and the offline page. Not index.html:
              // each page's HTML comes from the server with its own head and hints.
              // Not Paystack's library (checkout needs the network anyway) nor the developer panel.
              globPatterns: ['**/*.{js,css,svg,png}', 'offline.html'],
              globIgnores: ['sw.js', 'index.html', 'assets/inline-*.js', 'assets/test-panel-page-*.js'],
            },
            devOptions: { enabled: false },
          }),
        ],
        resolve: { alias: webAlias },
        server: {
          port: 3000,
          proxy: { '/api': apiTarget, '/media': apiTarget, '/sandbox': apiTarget },
        },
        build: {
          target: 'es2022',
          sourcemap: false,
          // dist/.vite/manifest.json: which chunks and styles each entry and lazy page loads (bench/bundle.ts reads it).
          manifest: true,
          // Every browser the store serves preloads modules itself (Chrome 66, Safari 17, Firefox 115): the
          // polyfill only cost the entry bytes (decision 050; it makes room for hydration in the route budget).
          // A lazy page's import carries no list of its chunks (the lists of every page were 1.4 kB of every
          // page's first JS): they are preloaded from the route manifest instead (decision 071).
          modulePreload: lazyImportPreloads,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // What every page needs (the framework and the app shell's libraries) in one file, not a dozen.
                  // Only the parts the entry uses: TanStack's mutation hooks, which only pages that change something
                  // use, go with those pages (decision 067).
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                    tags: ['$initial'],
                    priority: 2,
                  },
                  // The catalog pages' small helpers (pictures, prices, shortened texts, the arrows), which the category,
                  // shop and product pages all use: one file instead of seven of a few hundred bytes, each with its
                  // own gzip overhead and import glue (category page 0.75 kB less; checkout, cart and order pages,
                  // which use some of them, 0.2-0.8 kB more; decision 067).
                  {
                    name: 'catalog-kit',
                    test: /lib[\\/](components[\\/]lazy-image|image-srcset)|contract[\\/]src[\\/](money|text|image-sources)\.|lucide-react[\\/].*[\\/]chevron-(left|right)\./,
                  },
                  // The shell's own modules (the layout, the session, the API client, the route table's loaders and
                  // the icons and rules they use): one file with the entry's, loaded by every page. Only what the
                  // entry imports statically (`$initial`): a module only lazy pages share is left to Rolldown's own
                  // splitting, one chunk per set of pages that use it, so a page loads none of another page's code
                  // (decision 067: the shared chunk used to carry the carousel, cart changes, search and form
                  // pieces to every page; the category page hydrated with 143 kB). The app layer (layout, router,
                  // providers) is in it too: the entry is then main.tsx alone, and the two files every page loads
                  // no longer import each other's bindings by name (0.5 kB less on every page, decision 071).
                  {
                    name: 'shared',
                    test: /src[\\/](app|lib|routes|features[\\/][^\\/]+[\\/](api|components))[\\/]|node_modules[\\/]lucide-react[\\/]|packages[\\/]contract[\\/]/,
                    tags: ['$initial'],
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
);
