import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIconsPlugin } from './build/app-icons-plugin.ts';
import { webAppManifest } from './build/web-app-manifest.ts';
import { routeManifestPlugin } from './build/route-manifest-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/** `@/x` is apps/web/src/x, from any file (tsconfig.json `paths` says the same to TypeScript). */
export const webAlias: Alias[] = [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }];

/** The server's build of the storefront (decision 050): `vite build --ssr`, the public pages' renderer the API server imports. */
const serverBuild: UserConfig = {
  plugins: [react()],
  resolve: { alias: webAlias },
  // Self-contained: the API server imports it from wherever WEB_DIST is, with no node_modules beside it.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    copyPublicDir: false,
    target: 'node20',
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
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // What every page needs (the framework and the app shell's libraries) in one file, not a dozen.
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|jwt-decode)[\\/]/,
                    priority: 2,
                  },
                  // Small modules shared by several lazy pages: one request instead of one each. The orders
                  // feature, the account and recovery pages, the order status rules, every zod schema (decision 038)
                  // and the consoles (seller, seller-catalog, admin) with their rules, shop hours, picture sources
                  // and the icons only they draw stay in chunks of their own, off every first load (issue 20: a
                  // module two console pages share would otherwise join every storefront page's first load; a
                  // storefront page that starts to use one of these icons takes it off this list).
                  {
                    name: 'shared',
                    test: /src[\\/](lib|features[\\/](?!(?:orders|account|recovery|seller|seller-catalog|admin)[\\/])[^\\/]+[\\/](api|components))[\\/]|node_modules[\\/]lucide-react[\\/](?!.*[\\/](?:arrow-down|arrow-up|calendar-days|clipboard-list|clock|inbox|map-pin|message-square|send|users)\.m?js)|packages[\\/]contract[\\/](?!src[\\/](?:(?:order-status|shop-hours|image-sources|seller-catalog-rules|seller|shop-roles)\.ts|schemas[\\/]))/,
                    minShareCount: 2,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
);
