import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killMarked, remainingAfter, ROOT, runCommand, runToEnd, temporaryDir, waitForOk } from './command-run';

/**
 * Build once, start many (decision 045): `npm run build` makes everything a start needs; a copy of the
 * built tree with only the production dependencies (`npm ci --omit=dev`, the API's workspace) starts
 * with NODE_ENV=production, builds nothing, and stops cleanly on SIGTERM.
 */
describe('npm run build, then a production start without dev dependencies', () => {
  const copy = temporaryDir('built-tree');
  const dataDir = temporaryDir('production-data');
  const markers: string[] = [];
  afterAll(() => {
    for (const marker of markers) killMarked(marker);
    for (const dir of [copy, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts from the copied build with production dependencies only, then exits on SIGTERM', { timeout: 600_000 }, async () => {
    const build = await runToEnd('npm', ['run', 'build'], { timeoutMs: 300_000 });
    markers.push(build.marker);
    expect(build.code, build.output).toBe(0);

    // The built tree as a deploy ships it: manifests, lock, the two builds and the start script alone.
    for (const file of [
      'package.json',
      'package-lock.json',
      'apps/api/package.json',
      'apps/web/package.json',
      'packages/contract/package.json',
      'scripts/start.mjs',
      'scripts/server-bundle-path.mjs',
    ])
      fs.cpSync(path.join(ROOT, file), path.join(copy, file));
    for (const dir of ['apps/api/dist', 'apps/web/dist']) fs.cpSync(path.join(ROOT, dir), path.join(copy, dir), { recursive: true });

    const install = await runToEnd('npm', ['ci', '--omit=dev', '--workspace', 'apps/api', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: copy,
      timeoutMs: 300_000,
    });
    markers.push(install.marker);
    expect(install.code, install.output).toBe(0);
    for (const tool of ['esbuild', 'vite', 'tsx', 'vitest', 'typescript'])
      expect(fs.existsSync(path.join(copy, 'node_modules', tool)), `${tool} installed`).toBe(false);

    const port = await freePort();
    const run = runCommand('npm', ['start'], {
      cwd: copy,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'a-production-secret-for-this-test-only-0123456789',
        PAYMENT_PROVIDER: 'sandbox',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    });
    markers.push(run.marker);
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(`${base}/api/v1/readyz`, run, 120_000);
    expect(run.output()).not.toMatch(/Building/);
    const page = await fetch(`${base}/Food`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/src="\/assets\//);
    expect((await fetch(`${base}/api/v1/categories`)).status).toBe(200);

    // As a service manager stops it: SIGTERM to the group (npm itself exits on it without passing it on).
    run.signal('SIGTERM', 'group');
    await run.exited;
    expect(await remainingAfter(run.marker, 10_000)).toEqual([]);
    expect(run.output()).not.toMatch(/Error|uncaught/i);
  });

  it('refuses a production start without a build, and says what to run', async () => {
    const empty = temporaryDir('unbuilt');
    try {
      fs.mkdirSync(path.join(empty, 'scripts'));
      for (const file of ['scripts/start.mjs', 'scripts/server-bundle-path.mjs']) fs.cpSync(path.join(ROOT, file), path.join(empty, file));
      const run = await runToEnd(process.execPath, ['scripts/start.mjs'], {
        cwd: empty,
        env: { NODE_ENV: 'production' },
        timeoutMs: 30_000,
      });
      markers.push(run.marker);
      expect(run.code).toBe(1);
      expect(run.output).toContain('npm run build');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
