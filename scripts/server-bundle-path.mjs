import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundled server `npm start` runs (decision 017); apart so a production start imports no build code. */
export const serverBundle = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/dist/server.mjs');
