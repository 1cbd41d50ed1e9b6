import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { UpstreamError } from '../../errors/domain-errors';
import { IMAGE_MESSAGES, type ImageRenderer } from './image-pipeline';
import { type ImageRenderLimits, type RenderedImage, type RenderRefusalReason, RenderRefusal } from './image-render';

/** What the server asks of the picture process (image-worker.ts). */
export type ImageJob =
  | { id: number; op: 'variants'; bytes: Uint8Array; pictureId: string; limits: ImageRenderLimits }
  | { id: number; op: 'jpeg'; bytes: Uint8Array; accepted: readonly string[]; width: number; limits: ImageRenderLimits };

/** Its answers; id 0 is its "ready", sent once it listens. `taken` says a picture reached it, before it is worked on. */
export type ImageReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; refusal: RenderRefusalReason | undefined; message: string }
  | { id: number; taken: true };

type Job = ImageJob extends infer J ? (J extends { id: number } ? Omit<J, 'id'> : never) : never;

/** The lowest priority (nice 19): the scheduler runs the picture process only when requests leave the CPU free. */
export const PICTURE_PROCESS_NICE = 19;
/**
 * How long one picture may take in the picture process before the process is killed and the picture fails with 502:
 * a 12-megapixel photo takes 3–6 s on a 2-core machine (decision 033), so a decoder still busy after a minute has hung
 * on its input, and every picture queued behind it would wait for ever (decision 145).
 */
export const PICTURE_TIME_LIMIT_MS = 60_000;
/** How long a stopped picture process may take to exit before it is killed. */
const STOP_GRACE_MS = 5000;

/** A picture the child never received (its channel had closed). */
class NotSent extends Error {}

/** Bytes from the channel (a Buffer or a plain Uint8Array, by Node's version) as a Buffer, without copying. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The server's picture process (decision 145): pictures are decoded and encoded in a child process started at the
 * lowest priority, so on a shared CPU sign-in's argon2 and the catalog run first and a picture takes what is left
 * (in-process, libvips and argon2 shared libuv's pool and the CPU evenly: sign-in p99 went 5.44× idle). It starts
 * with the first picture and serves every picture after it; when it stops (a crash, a kill, memory), the pictures
 * it held fail with `IMAGE_MESSAGES.processStopped` (502) and the next picture starts a new one. `close` stops it;
 * it also stops by itself when the server's process goes (its channel closes).
 */
export class ImageProcess implements ImageRenderer {
  private running: Promise<ChildProcess> | undefined;
  private child: ChildProcess | undefined;
  /** Pictures sent to the child and not yet answered; `taken` once the child says it has the picture. */
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; taken: boolean; timeLimit: NodeJS.Timeout }
  >();
  private nextId = 1;
  private closed = false;
  /** Every picture process started, in order (tests read them). */
  readonly pids: number[] = [];

  constructor(private readonly options: { threads: number; log?: FastifyBaseLogger; pictureTimeLimitMs?: number }) {}

  async variants(bytes: Buffer, id: string, limits: ImageRenderLimits): Promise<RenderedImage> {
    const rendered = (await this.call({ op: 'variants', bytes, pictureId: id, limits: renderLimits(limits) })) as RenderedImage;
    return { ...rendered, encoded: rendered.encoded.map(({ variant, data }) => ({ variant, data: asBuffer(data) })) };
  }

  async jpeg(bytes: Buffer, accepted: readonly string[], width: number, limits: ImageRenderLimits) {
    const made = (await this.call({ op: 'jpeg', bytes, accepted, width, limits: renderLimits(limits) })) as {
      data: Uint8Array;
      width: number;
      height: number;
    };
    return { ...made, data: asBuffer(made.data) };
  }

  /** Stops the picture process (on app close); a picture it held fails, and none starts after. */
  async close(): Promise<void> {
    this.closed = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(kill);
  }

  private async call(job: Job, again = false): Promise<unknown> {
    if (this.closed) throw new UpstreamError(IMAGE_MESSAGES.processStopped);
    const child = await this.start();
    const id = this.nextId++;
    try {
      return await new Promise((resolve, reject) => {
        const timeLimit = setTimeout(() => this.overTime(child, id), this.options.pictureTimeLimitMs ?? PICTURE_TIME_LIMIT_MS);
        this.pending.set(id, { resolve, reject, taken: false, timeLimit });
        this.holdOpen(child, true);
        child.send({ ...job, id } as ImageJob, (error) => {
          if (error) this.fail(id, new NotSent());
        });
      });
    } catch (error) {
      if (!(error instanceof NotSent)) throw error;
      // The child died just before, its exit not yet seen: it never had this picture, so a new child may take it, once.
      this.stopped(child, 'its channel closed');
      child.kill('SIGKILL');
      if (again) throw new UpstreamError(IMAGE_MESSAGES.processStopped);
      return this.call(job, true);
    }
  }

  /** The child's answer to picture `id`: its value, its refusal, or its error (a 500, as it was in the server's process). */
  private settle(id: number, reply: ImageReply): void {
    if ('taken' in reply) {
      const waiting = this.pending.get(id);
      if (waiting) waiting.taken = true;
      return;
    }
    const waiting = this.take(id);
    if (!waiting) return;
    if (reply.ok) waiting.resolve(reply.value);
    else if (reply.refusal) waiting.reject(new RenderRefusal(reply.refusal));
    else waiting.reject(new Error(`The picture process failed: ${reply.message}`));
  }

  private fail(id: number, error: Error): void {
    this.take(id)?.reject(error);
  }

  private take(id: number) {
    const waiting = this.pending.get(id);
    if (waiting) clearTimeout(waiting.timeLimit);
    this.pending.delete(id);
    if (this.pending.size === 0 && this.child) this.holdOpen(this.child, false);
    return waiting;
  }

  /** The running picture process, or a new one once it listens. */
  private start(): Promise<ChildProcess> {
    this.running ??= new Promise<ChildProcess>((resolve, reject) => {
      // A child's threads take the priority of the thread that makes them: the child lowers its own main thread before
      // its first thread-pool work (image-worker.ts); this covers its first instants (Linux sets one thread at a time).
      const child = fork(new URL('./image-worker-boot.mjs', import.meta.url), [], {
        // Its own session, so on Linux its own scheduling group (autogroup), which the child lowers to nice 19 too:
        // with autogroups the CPU is shared between sessions first, and a picture in the server's session would take
        // half a core from PostgreSQL's (decision 145). It still stops with the server: its channel closes.
        detached: true,
        execArgv: [],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        env: { ...process.env, UV_THREADPOOL_SIZE: String(Math.max(1, this.options.threads)) },
      });
      this.child = child;
      if (child.pid !== undefined) {
        this.pids.push(child.pid);
        try {
          os.setPriority(child.pid, PICTURE_PROCESS_NICE);
        } catch {
          // It may already have exited; its own exit says so below.
        }
      }
      child.on('message', (reply: ImageReply) => {
        if (reply.id === 0) resolve(child);
        else this.settle(reply.id, reply);
      });
      const stopped = (cause: string) => {
        this.stopped(child, cause);
        reject(new UpstreamError(IMAGE_MESSAGES.processStopped));
      };
      child.once('exit', (code, signal) => stopped(signal ?? `exit code ${code}`));
      child.once('error', (error) => {
        stopped(error.message);
        child.kill('SIGKILL');
      });
    });
    return this.running;
  }

  /**
   * A picture over its time: its process is killed, so it fails with `processStopped` and the next one starts afresh.
   * `stopped` logs the one warning, with this cause.
   */
  private overTime(child: ChildProcess, id: number): void {
    if (!this.pending.has(id)) return;
    this.stopped(child, 'a picture took longer than its time limit');
    child.kill('SIGKILL');
  }

  /**
   * Forgets a child that stopped: the pictures it held fail, the next picture starts another. A picture it had not
   * said it took never reached it (it died first; the send into a dead child's channel is not always refused), so it
   * goes to the next child, once, as when the send itself fails.
   */
  private stopped(child: ChildProcess, cause: string): void {
    if (this.child !== child) return;
    this.child = undefined;
    this.running = undefined;
    if (!this.closed) this.options.log?.warn({ pid: child.pid, cause }, 'the picture process stopped; the next picture starts another');
    for (const [id, { taken }] of [...this.pending])
      this.fail(id, taken ? new UpstreamError(IMAGE_MESSAGES.processStopped) : new NotSent());
  }

  /** While a picture is in the child, its process and channel keep the server's event loop alive; idle, they do not. */
  private holdOpen(child: ChildProcess, busy: boolean): void {
    if (busy) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  }
}

/** Only what the renderer reads crosses to the child. */
function renderLimits({ maxPixels, widths, maxAspectRatio, avifEffort }: ImageRenderLimits): ImageRenderLimits {
  return { maxPixels, widths, maxAspectRatio, ...(avifEffort === undefined ? {} : { avifEffort }) };
}
