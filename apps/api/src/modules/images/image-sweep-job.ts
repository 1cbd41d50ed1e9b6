import type { JobQueue } from '../jobs/job-queue';
import type { ImageUploads } from './image-uploads';

export const IMAGE_SWEEP_QUEUE = 'images.sweep';

/**
 * Every hour each instance enqueues the sweep of unused uploads keyed by the hour (decision 088): the job
 * queue keeps one job per key, so whichever instance claims it runs it and the others' copies are ignored.
 */
export function scheduleImageSweep(queue: JobQueue, uploads: ImageUploads, now: () => Date, everyMs = 60 * 60_000): () => void {
  queue.work(IMAGE_SWEEP_QUEUE, async () => {
    await uploads.sweep();
  });
  const enqueue = () => {
    const slot = new Date(Math.floor(now().getTime() / everyMs) * everyMs).toISOString();
    void queue.enqueue(IMAGE_SWEEP_QUEUE, slot, {}, undefined, 3).catch(() => undefined);
  };
  enqueue();
  const timer = setInterval(enqueue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
