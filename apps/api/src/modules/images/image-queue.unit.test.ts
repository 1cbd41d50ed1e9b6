import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../errors/domain-errors';
import { IMAGE_QUEUE_MESSAGES, ImageQueue } from './image-queue';

/** Work that ends when the test says so, and records when it ran. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('ImageQueue (decision 088)', () => {
  it('runs one picture at a time, in the order they came', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxQueued: 8, perOwner: 2 });
    const log: string[] = [];
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      queue.run(`owner-${i}`, async () => {
        log.push(`start ${i}`);
        await g.opened;
        log.push(`end ${i}`);
        return i;
      }),
    );
    await Promise.resolve();
    expect(log).toEqual(['start 0']);
    expect(queue.size).toBe(3);
    gates[2]!.open();
    gates[1]!.open();
    gates[0]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
    expect(queue.peakActive).toBe(1);
    expect(queue.size).toBe(0);
  });

  it('refuses an uploader’s third waiting picture with Retry-After, and a full queue for everyone', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxQueued: 3, perOwner: 2 });
    const g = gate();
    const held = [queue.run('a', () => g.opened), queue.run('a', () => g.opened)];
    const third = await queue.run('a', () => g.opened).catch((error: unknown) => error);
    expect(third).toBeInstanceOf(RateLimitedError);
    expect((third as RateLimitedError).message).toBe(IMAGE_QUEUE_MESSAGES.ownerBusy);
    expect((third as RateLimitedError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    held.push(queue.run('b', () => g.opened));
    const full = await queue.run('c', () => g.opened).catch((error: unknown) => error);
    expect((full as RateLimitedError).message).toBe(IMAGE_QUEUE_MESSAGES.busy);
    g.open();
    await Promise.all(held);
    // Done pictures free their places.
    await expect(queue.run('a', async () => 'again')).resolves.toBe('again');
  });

  it('drops a picture whose uploader left while it waited, and a failed one frees its place', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxQueued: 8, perOwner: 2 });
    const g = gate();
    const first = queue.run('a', () => g.opened);
    let ran = false;
    const gone = queue
      .run(
        'b',
        async () => (ran = true),
        () => false,
      )
      .catch((error: unknown) => error);
    g.open();
    await first;
    expect(((await gone) as Error).message).toBe(IMAGE_QUEUE_MESSAGES.gone);
    expect(ran).toBe(false);
    await expect(queue.run('a', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(queue.size).toBe(0);
  });
});
