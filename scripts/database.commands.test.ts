import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killMarked, remainingAfter, ROOT, runToEnd, temporaryDir } from './command-run';

/** Every file of a folder with its content, to see whether a command wrote anything there. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      files.set(path.join(entry.parentPath, entry.name), fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  return files;
}

/** The README's database commands, on a temporary data directory. */
describe('database commands', () => {
  const dataDir = temporaryDir('seed');
  const markers: string[] = [];

  afterAll(() => {
    for (const marker of markers) killMarked(marker);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('npm run seed -- --products N seeds the demo data and grows the catalog to N products, once', async () => {
    // The demo catalog alone has fewer than 700 products: 700 makes the command add some.
    const first = await runToEnd('npm', ['run', 'seed', '--', '--products', '700'], { env: { DATA_DIR: dataDir }, timeoutMs: 240_000 });
    markers.push(first.marker);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('catalog: seeded');
    expect(first.output).toContain('demo shopper: created');
    const total = Number(/products: (\d+)/.exec(first.output)?.[1]);
    expect(total).toBeGreaterThanOrEqual(700);

    const again = await runToEnd('npm', ['run', 'seed', '--', '--products', '700'], { env: { DATA_DIR: dataDir }, timeoutMs: 240_000 });
    markers.push(again.marker);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('catalog: already there');
    expect(again.output).toContain(`products: ${total}`);
    for (const marker of markers) expect(await remainingAfter(marker, 15_000)).toEqual([]);
  });

  it('npm run operator -- --phone makes an existing account the operator, refuses an unknown phone, and --revoke takes it back', async () => {
    // Runs after the seed test above: the demo shopper (README) exists in this data directory.
    const grant = await runToEnd('npm', ['run', 'operator', '--', '--phone', '08012345678'], {
      env: { DATA_DIR: dataDir },
      timeoutMs: 120_000,
    });
    markers.push(grant.marker);
    expect(grant.code, grant.output).toBe(0);
    expect(grant.output).toContain("Ada Okafor is now the market's operator.");
    const unknown = await runToEnd('npm', ['run', 'operator', '--', '--phone', '08099999999'], {
      env: { DATA_DIR: dataDir },
      timeoutMs: 120_000,
    });
    markers.push(unknown.marker);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account has the phone number 08099999999');
    const revoke = await runToEnd('npm', ['run', 'operator', '--', '--phone', '08012345678', '--revoke'], {
      env: { DATA_DIR: dataDir },
      timeoutMs: 120_000,
    });
    markers.push(revoke.marker);
    expect(revoke.code, revoke.output).toBe(0);
    expect(revoke.output).toContain("Ada Okafor is no longer the market's operator.");
  });

  it('npm run operator and npm run seed, while the store holds the embedded database, say so in one line (no stack trace)', async () => {
    const held = temporaryDir('held');
    try {
      // The lock as a running store leaves it: a live process's pid (this test's) in DATA_DIR/campus-market.lock.
      fs.writeFileSync(path.join(held, 'campus-market.lock'), String(process.pid));
      for (const args of [
        ['run', 'operator', '--', '--phone', '08012345678'],
        ['run', 'seed'],
      ]) {
        const run = await runToEnd('npm', args, { env: { DATA_DIR: held }, timeoutMs: 120_000 });
        markers.push(run.marker);
        expect(run.code, run.output).toBe(1);
        // npm's own header ("> campus-market@… seed", "> exec node …") aside, the command prints one line.
        const lines = run.output.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('>'));
        expect(lines, run.output).toEqual([
          `The store is running on the embedded database in ${held} (pid ${process.pid}), which one process opens at a time: ` +
            'stop it (Ctrl-C or SIGTERM), run this command, then start the store again.',
        ]);
        expect(run.output).not.toMatch(/DataDirLockedError|\n\s+at /);
      }
    } finally {
      fs.rmSync(held, { recursive: true, force: true });
    }
  });

  it('npm run db:generate finds the committed migrations up to date with schema.ts, and writes nothing', async () => {
    const migrations = path.join(ROOT, 'apps/api/src/db/migrations');
    const before = snapshot(migrations);
    try {
      const run = await runToEnd('npm', ['run', 'db:generate'], { timeoutMs: 120_000 });
      markers.push(run.marker);
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain('No schema changes, nothing to migrate');
      expect(snapshot(migrations)).toEqual(before);
      expect(await remainingAfter(run.marker, 15_000)).toEqual([]);
    } finally {
      // A schema change without its migration makes the command write one: the test fails, the tree stays as it was.
      const after = snapshot(migrations);
      for (const [file] of after) if (!before.has(file)) fs.rmSync(file);
      for (const [file, content] of before) if (after.get(file) !== content) fs.writeFileSync(file, content);
    }
  });
});
