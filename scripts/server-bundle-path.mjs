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
