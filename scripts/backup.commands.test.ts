import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killMarked, remainingAfter, runCommand, runToEnd, temporaryDir, waitForOk, type CommandRun } from './command-run';

/**
 * The README's backup commands on the embedded database (the restore drill on both databases, with orders, refunds
 * and pictures: apps/api/src/backup/backup-restore.api.test.ts): a backup while the store runs is refused in one
 * line; stopped, it is taken, restored into an empty DATA_DIR, and the store starts on it with the same catalog.
 */
describe('npm run backup -- --to and npm run restore -- --from, on the embedded database', () => {
  const dataDir = temporaryDir('backup-data');
  const restoredDir = temporaryDir('backup-restored');
  const backups = temporaryDir('backups');
  const markers: string[] = [];
  afterAll(() => {
    for (const marker of markers) killMarked(marker);
    for (const dir of [dataDir, restoredDir, backups]) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(dir: string): Promise<{ run: CommandRun; base: string }> {
    const port = await freePort();
    const run = runCommand('npm', ['start'], { env: { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' } });
    markers.push(run.marker);
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(`${base}/api/v1/readyz`, run, 240_000);
    return { run, base };
  }

  async function stop(run: CommandRun): Promise<void> {
    run.signal('SIGTERM', 'group');
    await run.exited;
    expect(await remainingAfter(run.marker, 10_000)).toEqual([]);
  }

  it('npm run restore -- --from puts back what npm run backup -- --to took once the store stopped (refused while it ran)', async () => {
    const first = await start(dataDir);
    const catalog = await (await fetch(`${first.base}/api/v1/categories`)).text();

    const refused = await runToEnd('npm', ['run', '--silent', 'backup', '--', '--to', backups], {
      env: { DATA_DIR: dataDir },
      timeoutMs: 120_000,
    });
    markers.push(refused.marker);
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toMatch(
      /^The store is running on the embedded database in .+ \(pid \d+\), which one process opens at a time: stop it .+$/,
    );
    expect(fs.readdirSync(backups)).toEqual([]);
    await stop(first.run);

    const taken = await runToEnd('npm', ['run', 'backup', '--', '--to', backups], { env: { DATA_DIR: dataDir }, timeoutMs: 120_000 });
    markers.push(taken.marker);
    expect(taken.code, taken.output).toBe(0);
    const [backup] = fs.readdirSync(backups);
    expect(backup).toMatch(/^campus-market-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    // The demo seed's drawings are stored pictures (decision 122): the backup takes every one of them.
    const stored = fs
      .readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.')).length;
    expect(stored).toBeGreaterThan(1000);
    expect(taken.output).toContain(`Backed up the embedded database and ${stored} pictures (uploads) to ${path.join(backups, backup!)}`);

    const put = await runToEnd('npm', ['run', 'restore', '--', '--from', path.join(backups, backup!)], {
      env: { DATA_DIR: restoredDir },
      timeoutMs: 120_000,
    });
    markers.push(put.marker);
    expect(put.code, put.output).toBe(0);
    expect(put.output).toMatch(new RegExp(`Restored the backup of .+: the database and ${stored} pictures\\.`));

    const again = await start(restoredDir);
    expect(await (await fetch(`${again.base}/api/v1/categories`)).text()).toBe(catalog);
    await stop(again.run);
  });
});
