import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { allowedCpus, localPostmaster, parentPid, pinProcess, pinProcessTree, processName, processTree } from './cpu-affinity';

const canPin = process.platform === 'linux' && os.availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0;

let shell: ChildProcess | undefined;
afterEach(() => {
  if (shell?.pid) process.kill(-shell.pid, 'SIGKILL');
  shell = undefined;
});

/**
 * A shell with one child now and one more started after `laterMs` (at once when 0), in a group of its
 * own. With a delay, the shell's `sleep` that waits is a third, short-lived child.
 */
async function startTree(laterMs: number): Promise<number> {
  // `sleep 0` would be a child that is gone again between listing the tree and reading its parent.
  const script = laterMs > 0 ? `sleep 30 & sleep ${laterMs / 1000}; sleep 30 & wait` : 'sleep 30 & sleep 30 & wait';
  shell = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  const pid = shell.pid ?? 0;
  // Until two children have become `sleep` (a child is `sh` between fork and exec).
  const sleeping = () => processTree(pid).filter((child) => child !== pid && processName(child) === 'sleep');
  while (sleeping().length < 2) await new Promise((r) => setTimeout(r, 10));
  return pid;
}

describe('process facts from /proc', { skip: process.platform !== 'linux' }, () => {
  it('reads a process parent and name', () => {
    expect(parentPid(process.pid)).toBe(process.ppid);
    expect(processName(process.pid)).toBeTruthy();
    expect(parentPid(2 ** 30)).toBeUndefined();
  });

  it('lists a process and its descendants', async () => {
    const root = await startTree(0);
    const tree = processTree(root);
    expect(tree[0]).toBe(root);
    expect(tree.slice(1).map(processName)).toContain('sleep');
    expect(tree.slice(1).every((pid) => parentPid(pid) === root)).toBe(true);
  });
});

describe('pinProcessTree', { skip: !canPin }, () => {
  it('moves the tree, and the processes it starts meanwhile, then gives every one the CPUs it had', async () => {
    const root = await startTree(300);
    const before = allowedCpus(root);
    const pinned = pinProcessTree(root, '0');
    expect(pinned.before).toBe(before);
    const atPinning = processTree(root);
    expect(atPinning.map(allowedCpus)).toEqual(atPinning.map(() => '0'));
    // The shell starts its second `sleep 30` after the pinning: it inherits CPU 0.
    while (processTree(root).every((pid) => atPinning.includes(pid))) await new Promise((r) => setTimeout(r, 20));
    const tree = processTree(root);
    expect(tree.map(allowedCpus)).toEqual(tree.map(() => '0'));
    pinned.restore();
    expect(tree.map(allowedCpus)).toEqual(tree.map(() => before));
  });

  it('refuses a process that is not there', () => {
    expect(() => pinProcessTree(2 ** 30, '0')).toThrow(/not on this machine/);
  });
});

describe('pinProcess', { skip: !canPin }, () => {
  it('moves the process, not the children it has, and the children it starts later inherit its CPUs', async () => {
    const root = await startTree(300);
    const [, first] = processTree(root);
    const before = allowedCpus(root);
    const pinned = pinProcess(root, '0');
    expect([allowedCpus(root), allowedCpus(first!)]).toEqual(['0', before]);
    const atPinning = processTree(root);
    // The shell starts its second `sleep 30` after the pinning: it inherits CPU 0.
    while (processTree(root).every((pid) => atPinning.includes(pid))) await new Promise((r) => setTimeout(r, 20));
    const later = processTree(root).filter((pid) => !atPinning.includes(pid));
    expect(later.map(allowedCpus)).toEqual(later.map(() => '0'));
    pinned.restore();
    expect(allowedCpus(root)).toBe(before);
  });

  it('refuses a process that is not there', () => {
    expect(() => pinProcess(2 ** 30, '0')).toThrow(/not on this machine/);
  });
});

const localDatabase = /^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost)[:/]/.test(process.env.DATABASE_URL ?? '');

describe('localPostmaster', { skip: !localDatabase }, () => {
  it('finds the postmaster of the PostgreSQL server on this machine', async () => {
    const postmaster = await localPostmaster(process.env.DATABASE_URL ?? '');
    expect(postmaster).toBeDefined();
    expect(processName(postmaster ?? 0)).toBe('postgres');
    // Its background processes (checkpointer, writers) are its children.
    expect(processTree(postmaster ?? 0).length).toBeGreaterThan(1);
  });
});
