import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBundle, freePort, SERVER_BUNDLE, spawnServer, untilReady } from './test/server-process';
import { testDatabaseKind } from './test/test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
/** The server `npm start` runs, on the embedded database in `dataDir`. */
const startServer = (port: number) => spawnServer([SERVER_BUNDLE], port, { DATA_DIR: dataDir, DATABASE_URL: '' });

// The embedded database's one-process rule and crash safety; PostgreSQL runs have nothing to add here.
describe.skipIf(testDatabaseKind !== 'pglite')('the server process on the embedded database', () => {
  beforeAll(ensureServerBundle, 120_000);
  it('refuses a second process on the same data directory, and keeps the data after SIGKILL', { timeout: 180_000 }, async () => {
    const first = startServer(await freePort());
    await untilReady(first);
    const before = await (await fetch(`${first.url}/api/v1/categories`)).json();

    const second = startServer(await freePort());
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain('is in use by another Campus Market process');

    first.child.kill('SIGKILL');
    await first.exited;

    const again = startServer(await freePort());
    await untilReady(again);
    const after = await (await fetch(`${again.url}/api/v1/categories`)).json();
    expect(after).toEqual(before);
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
    // A clean shutdown releases the lock.
    expect(fs.existsSync(path.join(dataDir, 'campus-market.lock'))).toBe(false);
  });
});
