import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

/** `npm start`: build the web app if needed, then run the server (migrate, seed when empty, listen) in this process. */
ensureWebBuild();
register();
await import('../apps/api/src/server.ts');
