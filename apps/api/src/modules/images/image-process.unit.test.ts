import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { noisyPhoto, SAMPLE_IMAGES } from '../../test/test-images';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from './image-pipeline';
import { ImageProcess } from './image-process';

/** Whether a process still runs (Linux: /proc; a zombie has stopped running and only waits to be reaped). */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    return false;
  }
}

async function stops(pid: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (running(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return !running(pid);
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

describe('ImageProcess: the picture process outside the app', { timeout: 120_000 }, () => {
  const renderer = new ImageProcess({ threads: 1 });
  afterAll(() => renderer.close());

  it('answers with a JPEG made in another process, and its refusal keeps its reason', async () => {
    const made = await renderer.jpeg(SAMPLE_IMAGES.png, ['png'], 320, IMAGE_LIMITS);
    expect(Buffer.isBuffer(made.data)).toBe(true);
    expect(made.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect({ width: made.width, height: made.height }).toEqual({ width: 24, height: 16 });
    await expect(renderer.jpeg(SAMPLE_IMAGES.gif, ['png'], 320, IMAGE_LIMITS)).rejects.toMatchObject({ reason: 'notAnImage' });
    expect(renderer.pids).toHaveLength(1);
  });

  it('a child that died before it took the picture (its exit not yet seen): the picture goes to a new child and is made', async () => {
    for (let round = 0; round < 12; round += 1) {
      const child = renderer.pids.at(-1)!;
      process.kill(child, 'SIGKILL');
      // Blocks the event loop until the child is gone, so the picture is sent before the server hears of its exit: the
      // send's failure and the exit then race, whichever the loop sees first.
      while (running(child)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      const made = await renderer.jpeg(SAMPLE_IMAGES.png, ['png'], 320, IMAGE_LIMITS);
      expect(made.width).toBe(24);
      expect(renderer.pids.at(-1)).not.toBe(child);
    }
  });

  it('a picture over its time limit stops its process and fails with its message; the next picture gets a new process', async () => {
    // Two seconds: a small picture is made well within it even when the other test files hold both cores (the
    // process runs at nice 19; at a tenth of a second it sometimes was not, in CI).
    const warnings: { cause?: string }[] = [];
    // Only `warn` is called; the rest of Fastify's logger is never reached here.
    const log = { warn: (fields: { cause?: string }) => warnings.push(fields) } as unknown as FastifyBaseLogger;
    const limited = new ImageProcess({ threads: 1, pictureTimeLimitMs: 2000, log });
    try {
      await limited.jpeg(SAMPLE_IMAGES.png, ['png'], 320, IMAGE_LIMITS);
      const [first] = limited.pids;
      // A 12-megapixel camera-like photo at AVIF's slowest effort takes the encoders over a minute on one thread, far
      // over two seconds on any machine.
      const photo = await noisyPhoto(4000, 3000);
      await expect(limited.variants(photo, 'over-time', { ...IMAGE_LIMITS, avifEffort: 9 })).rejects.toMatchObject({
        message: IMAGE_MESSAGES.processStopped,
        kind: 'upstream_failed',
      });
      expect(await stops(first!, 10_000)).toBe(true);
      // One warning for the engineer on call, saying why.
      expect(warnings).toEqual([expect.objectContaining({ pid: first, cause: 'a picture took longer than its time limit' })]);
      const made = await limited.jpeg(SAMPLE_IMAGES.png, ['png'], 320, IMAGE_LIMITS);
      expect(made.width).toBe(24);
      expect(limited.pids).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('stops by itself when the server process is killed (its channel closes): no picture process outlives its server', async () => {
    const server = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        [
          `import { ImageProcess } from ${JSON.stringify(here('./image-process.ts'))};`,
          `import { IMAGE_LIMITS } from ${JSON.stringify(here('./image-pipeline.ts'))};`,
          `import { SAMPLE_IMAGES } from ${JSON.stringify(here('../../test/test-images.ts'))};`,
          'const renderer = new ImageProcess({ threads: 1 });',
          "await renderer.jpeg(SAMPLE_IMAGES.png, ['png'], 320, IMAGE_LIMITS);",
          'console.log(renderer.pids[0]);',
          'setInterval(() => {}, 1000);',
        ].join('\n'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const pid = await new Promise<number>((resolve, reject) => {
      server.stdout.once('data', (line: Buffer) => resolve(Number(String(line).trim())));
      server.once('exit', (code) => reject(new Error(`the stand-in server exited (${code})`)));
    });
    expect(running(pid)).toBe(true);
    server.kill('SIGKILL');
    expect(await stops(pid, 10_000)).toBe(true);
  });
});
