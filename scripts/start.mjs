import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { noBuildTools, serverBundle } from './server-bundle-path.mjs';

/**
 * `npm start` (decision 045): run the bundled server (migrate, seed when empty, listen) in this process
 * with plain Node (decision 017). Outside production it first builds the web app and the server bundle
 * when either is missing or older than its sources, so `npm ci && npm start` works on a fresh clone.
 * With NODE_ENV=production it never builds and loads no build tool: `npm run build` made the tree
 * once, and `npm ci --omit=dev` is enough on every machine that starts it.
 */
if (process.env.NODE_ENV === 'production') {
  if (!fs.existsSync(serverBundle)) {
    console.error('No build found (apps/api/dist/server.mjs): run `npm run build` before a production start.');
    process.exit(1);
  }
} else {
  try {
    const { ensureWebBuild } = await import('./web-build.mjs');
    const { ensureServerBuild } = await import('./server-build.mjs');
    ensureWebBuild();
    await ensureServerBuild();
  } catch (error) {
    noBuildTools(error);
  }
}
await import(pathToFileURL(serverBundle).href);
