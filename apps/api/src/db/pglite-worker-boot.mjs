// Entry of the embedded database's thread (pglite-in-worker.ts). A worker thread does not inherit the
// TypeScript loader of the server's thread, so it registers tsx (decision record 001) and then loads
// the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
