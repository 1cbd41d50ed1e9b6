import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

/**
 * The bench gives the servers CPU 0 and the load generator CPU 1. A PostgreSQL server on this machine
 * is part of what is measured, but its processes are not started by the bench, so without this they
 * run on either core and take CPU 1 from the load generator, whose late sends then count as latency
 * (decision record 021). These helpers move a process tree to other CPUs and back.
 */

/** The pid of a process's parent, or undefined when it is gone (its name may hold spaces and parentheses). */
export function parentPid(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** A process's name as the kernel keeps it, or undefined when it is gone. */
export function processName(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The CPUs a process may run on, in taskset's list form (`0-1`), or undefined when it is gone. */
export function allowedCpus(pid: number): string | undefined {
  try {
    return /^Cpus_allowed_list:\s*(\S+)$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

/** A process and all its descendants, the root first. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentPid(Number(entry));
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? -1) ?? []));
  return tree;
}

/** Sets every thread of these processes to `cpus`; a process that exited meanwhile is no failure. */
function setAffinity(pids: number[], cpus: string): string | undefined {
  for (const pid of pids) {
    const run = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { encoding: 'utf8' });
    if (run.status !== 0 && fs.existsSync(`/proc/${pid}`))
      return (run.stderr || run.error?.message || `taskset exited with ${run.status}`).trim();
  }
  return undefined;
}

export interface PinnedTree {
  /** How many processes were moved. */
  processes: number;
  /** The CPUs the root had before, given back to the whole tree by restore(). */
  before: string;
  restore(): void;
}

/**
 * Moves a process and its descendants to `cpus`; the processes it starts later inherit them. restore()
 * gives the whole tree, including those later ones, the CPUs the root had before. When the tree cannot
 * be moved (no permission, no taskset) it moves back what it had moved and throws.
 */
export function pinProcessTree(root: number, cpus: string): PinnedTree {
  const before = allowedCpus(root);
  if (!before) throw new Error(`process ${root} is not on this machine`);
  const tree = processTree(root);
  const failure = setAffinity(tree, cpus);
  if (failure) {
    setAffinity(tree, before);
    throw new Error(failure);
  }
  let restored = false;
  return {
    processes: tree.length,
    before,
    restore() {
      if (restored) return;
      restored = true;
      // Read the tree again: backends started since the pinning are in it now.
      setAffinity(processTree(root), before);
    },
  };
}

/**
 * Moves one process (every thread of it) to `cpus`; the processes it starts later inherit them, the
 * ones it started before keep theirs. restore() gives it back the CPUs it had. Throws as pinProcessTree.
 */
export function pinProcess(pid: number, cpus: string): { before: string; restore(): void } {
  const before = allowedCpus(pid);
  if (!before) throw new Error(`process ${pid} is not on this machine`);
  const failure = setAffinity([pid], cpus);
  if (failure) throw new Error(failure);
  return { before, restore: () => void setAffinity([pid], before) };
}

/**
 * The postmaster of the PostgreSQL server `url` names, when that server runs on this machine: the
 * parent of the backend serving our connection, both named `postgres`. Undefined for a server
 * elsewhere (or in another pid namespace, where the backend's pid means nothing here).
 */
export async function localPostmaster(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backend = rows[0]?.pid;
    if (backend === undefined || processName(backend) !== 'postgres') return undefined;
    const postmaster = parentPid(backend);
    return postmaster !== undefined && processName(postmaster) === 'postgres' ? postmaster : undefined;
  } finally {
    await client.end();
  }
}
