// Entry of the picture process in development and tests (image-process.ts, decision 145). A child process does not
// inherit the server's TypeScript loader, so it registers tsx (decision record 001) and then loads the worker itself;
// the build bundles image-worker.ts under this name instead. The priority is lowered first, before tsx starts a thread.
import os from 'node:os';
import { register } from 'tsx/esm/api';

os.setPriority(19);
register();
await import('./image-worker.ts');
