import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_SUBDIR } from '../storage/create-file-storage';
import { createPersonas, type Personas } from '../../test/personas';
import { containerOf, createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { noisyPhoto, SAMPLE_IMAGES } from '../../test/test-images';
import { IMAGE_MESSAGES } from './image-pipeline';
import { PICTURE_PROCESS_NICE } from './image-process';

/** A process's state letter (Linux /proc: R, S, Z for a zombie…), or undefined once it has been reaped. */
function stateOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2);
  } catch {
    return undefined;
  }
}
const autogroupsOn = () => {
  try {
    return fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    return false;
  }
};
const alive = (pid: number) => ![undefined, 'Z'].includes(stateOf(pid));

/** Waits until `done(pid)` or the time is up; says whether it came. */
async function within(ms: number, pid: number, done: (pid: number) => boolean): Promise<boolean> {
  const until = Date.now() + ms;
  while (!done(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return done(pid);
}
/** Exited and collected by its parent (this test's process): not running, and not left a zombie. */
const reaped = (pid: number) => stateOf(pid) === undefined;

/** The CPU time a process has used, in clock ticks (user + system, /proc/<pid>/stat). */
function cpuTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return Number.POSITIVE_INFINITY; // gone
  }
}

describe(`pictures are processed in a low-priority child process (decision 145, ${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let people: Personas;
  let closed = false;
  const storedFiles = () => {
    const root = path.join(t.config.dataDir, LOCAL_STORAGE_SUBDIR);
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(root, f)).isFile())
      : [];
  };
  const upload = (bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${people.shopA.slug}/images`,
      headers: { ...people.ownerA.auth, 'content-type': 'image/jpeg' },
      payload: bytes,
    });
  const pids = () => containerOf(t.app).images.pictureProcess.pids;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    people = await createPersonas(t.app);
  });
  afterAll(async () => {
    if (!closed) await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('an upload starts the picture process at the lowest priority; a refusal made there is the same 415', async () => {
    expect((await upload(SAMPLE_IMAGES.png)).statusCode).toBe(201);
    expect(pids()).toHaveLength(1);
    const [pid] = pids();
    expect(pid).not.toBe(process.pid);
    expect(alive(pid!)).toBe(true);
    expect(os.getPriority(pid)).toBe(PICTURE_PROCESS_NICE);
    // Where Linux groups tasks by session (autogroups), the picture process has its own group, at nice 19 too.
    if (autogroupsOn()) {
      const group = fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8');
      expect(group).not.toBe(fs.readFileSync('/proc/self/autogroup', 'utf8'));
      expect(group).toMatch(/nice 19\b/);
    }

    const refused = await upload(Buffer.from('<!doctype html><html><script>alert(1)</script></html>'));
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ error: IMAGE_MESSAGES.notAnImage, code: 'unsupported_media_type' });
    expect(pids()).toEqual([pid]); // a refusal does not stop the process
  });

  it('the picture process killed while it works on a picture: that upload fails with 502 and its message, stores nothing, and the next upload gets a new process', async () => {
    const pictureProcess = containerOf(t.app).images.pictureProcess;
    const [first] = pids();
    const before = storedFiles();
    // Killed (as the kernel's out-of-memory killer would) once it has spent a tenth of a second of CPU on the picture.
    const variants = pictureProcess.variants.bind(pictureProcess);
    pictureProcess.variants = (...args) => {
      const idle = cpuTicks(first!);
      const killWhenBusy = setInterval(() => {
        if (cpuTicks(first!) - idle < 10) return;
        clearInterval(killWhenBusy);
        process.kill(first!, 'SIGKILL');
      }, 10);
      return variants(...args);
    };
    const started = Date.now();
    const failed = await upload(await noisyPhoto(2400, 1800));
    pictureProcess.variants = variants;
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: IMAGE_MESSAGES.processStopped, code: 'upstream_failed' });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(storedFiles()).toEqual(before);
    expect(await within(10_000, first!, reaped)).toBe(true);

    const next = await upload(SAMPLE_IMAGES.png);
    expect(next.statusCode).toBe(201);
    expect(pids()).toHaveLength(2);
    expect(pids()[1]).not.toBe(first);
    expect(os.getPriority(pids()[1])).toBe(PICTURE_PROCESS_NICE);
  });

  it('a picture process that dies while idle is replaced by the next upload', async () => {
    const current = pids().at(-1)!;
    process.kill(current, 'SIGKILL');
    // Once it has died, whether or not the server has seen its exit yet: the picture goes to a new process, it does not fail.
    expect(await within(10_000, current, (pid) => !alive(pid))).toBe(true);
    expect((await upload(SAMPLE_IMAGES.jpeg)).statusCode).toBe(201);
    expect(pids()).toHaveLength(3);
  });

  it('closing the app stops the picture process', async () => {
    const current = pids().at(-1)!;
    expect(alive(current)).toBe(true);
    await t.close();
    closed = true;
    expect(await within(5000, current, reaped)).toBe(true);
  });
});
