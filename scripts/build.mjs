import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * `npm run build` (decision 045): everything `npm start` needs, built once — the web app (precompressed)
 * and the server bundle with its migrations and database-thread entry. `--force` rebuilds both.
 */
const force = process.argv.includes('--force');
ensureWebBuild({ force });
await ensureServerBuild({ force });
console.log('Built apps/web/dist and apps/api/dist.');
