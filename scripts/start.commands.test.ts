import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killMarked,
  portClosed,
  remainingAfter,
  ROOT,
  runCommand,
  runToEnd,
  temporaryDir,
  waitForOk,
  type CommandRun,
} from './command-run';

/** Width and height from a PNG's header (IHDR, right after the 8-byte signature and the chunk's length and type). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** `npm start` on an empty data directory, and the screenshot script against it, as the README gives them. */
describe('npm start', () => {
  const dataDir = temporaryDir('start');
  const shots = temporaryDir('screenshots');
  const markers: string[] = [];
  let run: CommandRun;
  let port: number;
  let base: string;

  beforeAll(async () => {
    port = await freePort();
    run = runCommand('npm', ['start'], { env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
    markers.push(run.marker);
    base = `http://127.0.0.1:${port}`;
    // The first start may build the web app and bundle the server, then migrates and seeds.
    await waitForOk(`${base}/api/v1/readyz`, run, 240_000);
  });

  afterAll(() => {
    for (const marker of markers) killMarked(marker);
    for (const dir of [dataDir, shots]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the built store and the API, seeded with the demo catalog', async () => {
    const page = await fetch(`${base}/Food`);
    expect(page.status).toBe(200);
    // A server-rendered page names the built entry in its starter (decision 069); a signed-in page's frame names it in the
    // starter that runs it once the shopper's content has painted (decisions 075, 140).
    expect(await page.text()).toMatch(/<script data-entry="\/assets\/[^"]+\.js"/);
    expect(await (await fetch(`${base}/cart`)).text()).toMatch(/<script data-frame data-entry="\/assets\/[^"]+\.js"/);
    const categories = await fetch(`${base}/api/v1/categories`);
    expect(categories.status).toBe(200);
    expect(JSON.stringify(await categories.json())).toContain('Food');
  });

  it('node scripts/screenshot.mjs writes a phone and a desktop screenshot of a page', async () => {
    const shot = await runToEnd(process.execPath, [path.join(ROOT, 'scripts/screenshot.mjs'), base, '/Food'], {
      cwd: shots,
      timeoutMs: 120_000,
    });
    markers.push(shot.marker);
    expect(shot.code, shot.output).toBe(0);
    expect(pngSize(path.join(shots, 'screenshots/Food-phone.png'))).toEqual({ width: 390, height: 844 });
    expect(pngSize(path.join(shots, 'screenshots/Food-desktop.png'))).toEqual({ width: 1440, height: 900 });
    expect(await remainingAfter(shot.marker, 15_000)).toEqual([]);
  });

  it('stops on Ctrl-C, leaving no process behind', async () => {
    run.signal('SIGINT');
    await run.exited;
    expect(await remainingAfter(run.marker, 15_000)).toEqual([]);
    expect(await portClosed(port)).toBe(true);
  });
});
