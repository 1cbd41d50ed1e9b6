import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');
const distDir = path.join(apiDir, 'dist');
/** The bundled server; `npm start` runs it with plain Node (decision record 017). */
export { serverBundle } from './server-bundle-path.mjs';
import { serverBundle } from './server-bundle-path.mjs';
const sources = [
  'apps/api/src',
  'apps/api/package.json',
  'apps/web/server',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
  'scripts/server-build.mjs',
  'scripts/server-bundle-path.mjs',
  'scripts/newest-mtime.mjs',
];

/**
 * Packages left to Node at run time: they find files of their own beside their code (PGlite's
 * WebAssembly and data, argon2's native binary, the Swagger UI's pages, pino's transport workers).
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pdfkit',
  'pino',
  'pino-pretty',
  'thread-stream',
];

/**
 * Bundles the API server into apps/api/dist when there is no bundle or a source is newer than it, and
 * returns the bundle's path. Node then loads one file instead of compiling some three hundred
 * TypeScript modules through tsx and resolving a thousand files of node_modules: about a second of a
 * cold start (issue 8). The files keep the places the sources' `import.meta.url` paths expect: the
 * database thread's entry as `pglite-worker-boot.mjs` and the migrations in `migrations/`, each beside
 * the bundle, as they are beside the source files that name them. The picture process's entry is
 * `image-worker-boot.mjs` the same way.
 */
export async function ensureServerBuild({ force = false } = {}) {
  const built = fs.existsSync(serverBundle) ? fs.statSync(serverBundle).mtimeMs : 0;
  const stale = force || built === 0 || sources.some((source) => newestMtime(root, source) > built);
  if (!stale) return serverBundle;
  const { build } = await import('esbuild');
  const staging = `${distDir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: {
      server: path.join(apiDir, 'src/server.ts'),
      // The commands the README gives for production, runnable from a production tree without tsx (decision 079).
      migrate: path.join(apiDir, 'src/db/migrate-cli.ts'),
      operator: path.join(apiDir, 'src/db/operator-cli.ts'),
      seed: path.join(apiDir, 'src/db/seed-cli.ts'),
      // The backup and the restore drill, runnable from a production tree (decision 081).
      backup: path.join(apiDir, 'src/backup/backup-cli.ts'),
      restore: path.join(apiDir, 'src/backup/restore-cli.ts'),
      'pglite-worker-boot': path.join(apiDir, 'src/db/pglite-worker.ts'),
      // The picture process's entry (decision 145), under the name its source-side boot file has.
      'image-worker-boot': path.join(apiDir, 'src/modules/images/image-worker.ts'),
    },
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    // Chunks sit beside the entries: their import.meta.url must resolve the same relative paths.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    // CommonJS packages inside the bundle still call require() for Node's modules and the external ones.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  fs.cpSync(path.join(apiDir, 'src/db/migrations'), path.join(staging, 'migrations'), { recursive: true });
  // Swap in the finished build at once, so a server started meanwhile never loads half of one.
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.renameSync(staging, distDir);
  return serverBundle;
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(`Built ${path.relative(root, await ensureServerBuild({ force: process.argv.includes('--force') }))}`);
