import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * `npm start`: build the web app and bundle the server if either is missing or older than its sources,
 * then run the server (migrate, seed when empty, listen) in this process with plain Node (decision 017).
 */
ensureWebBuild();
const server = await ensureServerBuild();
await import(pathToFileURL(server).href);
