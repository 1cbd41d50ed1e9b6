import fs from 'node:fs';
import os from 'node:os';
import type { ImageJob, ImageReply } from './image-process';

/**
 * The picture process (image-process.ts, decision 145): decodes and encodes the pictures the server sends and answers
 * with the encoded bytes; it stores nothing and knows nothing of HTTP. Its main thread goes to the lowest priority
 * before sharp is loaded and libuv's pool is started, so the threads that do the work are made at that priority too.
 */
os.setPriority(19);
// Linux shares the CPU between sessions' scheduling groups (autogroups) before the tasks in them: a nice task alone in
// its group still gets its group's share against PostgreSQL's. The process has a session of its own (detached), and
// its group goes to nice 19 too. Where there is no such file (another system, autogroups off), the nice above stands.
try {
  fs.writeFileSync('/proc/self/autogroup', '19');
} catch {
  // No autogroups here: nothing to lower.
}
const { RenderRefusal, renderJpeg, renderVariants } = await import('./image-render');

const send = process.send?.bind(process);
if (!send) throw new Error('image-worker.ts runs as a child process with an IPC channel (image-process.ts)');
const bytesOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function answer(job: ImageJob): Promise<ImageReply> {
  try {
    const value =
      job.op === 'variants'
        ? await renderVariants(bytesOf(job.bytes), job.pictureId, job.limits)
        : await renderJpeg(bytesOf(job.bytes), job.accepted, job.width, job.limits);
    return { id: job.id, ok: true, value };
  } catch (error) {
    const refusal = error instanceof RenderRefusal ? error.reason : undefined;
    return { id: job.id, ok: false, refusal, message: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (job: ImageJob) => {
  // Said at once: a picture the server knows reached this process is not sent to another if this one dies on it.
  send({ id: job.id, taken: true } satisfies ImageReply);
  void answer(job).then((reply) => send(reply));
});
// The server's process went (stopped, crashed, killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
send({ id: 0, ok: true, value: 'ready' } satisfies ImageReply);
