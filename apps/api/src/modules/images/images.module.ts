import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../storage/file-storage';
import { IMAGE_LIMITS, ImagePipeline } from './image-pipeline';
import { ImageProcess } from './image-process';
import { IMAGE_QUEUE_LIMITS, ImageQueue, type ImageQueueLimits } from './image-queue';
import { ImageUploads } from './image-uploads';
import { ImageUploadsRepository } from './image-uploads.repository';

/**
 * Pictures (decisions 033, 088, 145): the pipeline, whose decoding and encoding run in the low-priority picture
 * process, the instance's one queue every upload waits in, and shops' uploads. `close` stops the picture process.
 */
export interface ImagesModule {
  pipeline: ImagePipeline;
  queue: ImageQueue;
  uploads: ImageUploads;
  pictureProcess: ImageProcess;
  close(): Promise<void>;
}

export function buildImages(
  db: Database,
  storage: FileStorage,
  now: () => Date,
  log: FastifyBaseLogger,
  limits?: Partial<ImageQueueLimits>,
): ImagesModule {
  const queueLimits = { ...IMAGE_QUEUE_LIMITS, ...limits };
  const pictureProcess = new ImageProcess({ threads: queueLimits.concurrency, log });
  const pipeline = new ImagePipeline(storage, IMAGE_LIMITS, pictureProcess);
  const queue = new ImageQueue(queueLimits);
  return {
    pipeline,
    queue,
    uploads: new ImageUploads(new ImageUploadsRepository(db), storage, pipeline, queue, now),
    pictureProcess,
    close: () => pictureProcess.close(),
  };
}
