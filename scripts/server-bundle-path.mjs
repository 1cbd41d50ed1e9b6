import path from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/dist');

/** The bundled server `npm start` runs (decision 017); apart so a production start imports no build code. */
export const serverBundle = path.join(distDir, 'server.mjs');

/** The bundled commands `npm run migrate|operator|seed|backup|restore` run (decisions 079, 081), built beside the server. */
export const COMMANDS = ['migrate', 'operator', 'seed', 'backup', 'restore'];

/** The bundle of one of COMMANDS. */
export function commandBundle(name) {
  return path.join(distDir, `${name}.mjs`);
}

/**
 * Outside production `npm start` and the commands build first. On a production tree (the built tree and
 * `npm ci --omit=dev`: no build scripts, no esbuild or Vite) that import fails; this says in one line what to set
 * instead of a stack trace. Any other error is rethrown.
 */
export function noBuildTools(error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' && error?.code !== 'MODULE_NOT_FOUND') throw error;
  console.error(
    'This tree cannot build (no build scripts or tools: a production tree?): set NODE_ENV=production to run the build in apps/api/dist, or run `npm ci && npm run build`.',
  );
  process.exit(1);
}
