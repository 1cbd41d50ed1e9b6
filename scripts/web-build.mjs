import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { newestMtime } from './newest-mtime.mjs';
import { resolveBin } from './resolve-bin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/web/dist');
const dist = path.join(distDir, 'index.html');
const sources = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'apps/web/sw',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'package-lock.json',
  'scripts/web-build.mjs',
  'scripts/newest-mtime.mjs',
];

/** Text files worth compressing; images (webp, png…) are already compressed. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 512;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to every compressible
 * file of the build, so @fastify/static (`preCompressed: true`) serves them without compressing
 * on each request. A variant that is not smaller than the original is not written.
 */
export function precompress(dir = distDir) {
  let files = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    files += 1;
  }
  return files;
}

/** Builds the web app (then precompresses it) when there is no build or a source is newer than it. */
export function ensureWebBuild({ force = false } = {}) {
  const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  const stale = force || built === 0 || sources.some((source) => newestMtime(root, source) > built);
  if (!stale) return false;
  console.log('Building the web app…');
  // Always a production build: called from inside vitest, NODE_ENV=test would give React's development bundle.
  execFileSync(process.execPath, [resolveBin('vite', path.join(root, 'apps/web')), 'build'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // The server's build of the public pages (decision 050), which the API server imports to render them.
  execFileSync(process.execPath, [resolveBin('vite', path.join(root, 'apps/web')), 'build', '--ssr', 'src/entry-server.tsx'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const count = precompress();
  // index.html is the build's timestamp: touch it last so the compressed files count as part of the build.
  const now = new Date();
  fs.utimesSync(dist, now, now);
  console.log(`Precompressed ${count} files (brotli and gzip).`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild({ force: process.argv.includes('--force') });
