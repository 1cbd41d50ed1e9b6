import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killMarked, portClosed, remainingAfter, runCommand, temporaryDir, waitForOk, type CommandRun } from './command-run';

/** `npm run dev` as the README gives it, on a fresh clone's install: Vite serves the app and proxies /api to the API. */
describe('npm run dev', () => {
  const runs: CommandRun[] = [];
  const dataDir = temporaryDir('dev');

  afterAll(() => {
    for (const run of runs) killMarked(run.marker);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function startDev() {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const run = runCommand('npm', ['run', 'dev'], {
      env: { API_PORT: String(apiPort), WEB_PORT: String(webPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    runs.push(run);
    const web = `http://localhost:${webPort}`;
    await waitForOk(`${web}/api/v1/healthz`, run, 150_000);
    return { run, web, apiPort, webPort };
  }

  it('serves a page and an API call through Vite, and stops both on Ctrl-C leaving no process behind', async () => {
    const { run, web, apiPort, webPort } = await startDev();

    const page = await fetch(`${web}/Food`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/@vite/client');
    const entry = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    // The entry module compiled by Vite's plugins (React, Tailwind), as the browser asks for it.
    const script = await fetch(new URL(entry ?? '', web));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);

    const categories = await fetch(`${web}/api/v1/categories`);
    expect(categories.status).toBe(200);
    expect(JSON.stringify(await categories.json())).toContain('Food');

    run.signal('SIGINT');
    await run.exited;
    expect(await remainingAfter(run.marker, 15_000)).toEqual([]);
    expect(await portClosed(apiPort)).toBe(true);
    expect(await portClosed(webPort, 'localhost')).toBe(true);
  });

  it('stops both tools when npm alone is sent SIGTERM, leaving no process behind', async () => {
    const { run } = await startDev();
    run.signal('SIGTERM', 'process');
    await run.exited;
    expect(await remainingAfter(run.marker, 15_000)).toEqual([]);
  });
});
