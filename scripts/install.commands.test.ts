import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runToEnd, temporaryDir } from './command-run';

/** `npm ci` on this Node: every locked package supports it (issue 24, decision 076: no EBADENGINE warning on Node 24 or 22). */
describe('npm ci', () => {
  const copy = temporaryDir('npm-ci');
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('warns of no package that does not support the Node it runs on', async () => {
    // A copy of the manifests and the lock: a dry run reads what it would install and checks engines, touching nothing here.
    const manifests = ['package.json', 'package-lock.json'];
    const workspaces = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces as string[];
    for (const file of [...manifests, ...workspaces.map((dir) => path.join(dir, 'package.json'))]) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
    }
    const run = await runToEnd('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: copy,
      timeoutMs: 120_000,
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).not.toContain('EBADENGINE');
  });
});
