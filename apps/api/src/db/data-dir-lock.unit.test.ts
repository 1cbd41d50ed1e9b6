import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('acquireDataDirLock', () => {
  it('writes this process id and removes the lock on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'campus-market.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'campus-market.lock'))).toBe(false);
  });

  it('refuses a directory held by another live process, naming it', () => {
    const dir = tempDir();
    // The parent process is alive for as long as this test runs.
    fs.writeFileSync(path.join(dir, 'campus-market.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${process.ppid}`));
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'campus-market.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'campus-market.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
