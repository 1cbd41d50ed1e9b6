import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { routeManifestPlugin } from './build/route-manifest-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/** `@/x` is apps/web/src/x, from any file (tsconfig.json `paths` says the same to TypeScript). */
export const webAlias: Alias[] = [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }];

export default defineConfig({
  plugins: [react(), tailwindcss(), routeManifestPlugin(webAlias)],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs (the framework and the app shell's libraries) in one file, not a dozen.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|jwt-decode)[\\/]/, priority: 2 },
            // Small modules shared by several lazy pages: one request instead of one each.
            {
              name: 'shared',
              test: /src[\\/](lib|features[\\/][^\\/]+[\\/](api|components))[\\/]|node_modules[\\/]lucide-react[\\/]|packages[\\/]contract[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
