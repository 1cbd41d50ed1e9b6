import type { Database } from '../../db/client';
import type { FileStorage } from '../storage/file-storage';
import { ImagePipeline } from './image-pipeline';
import { IMAGE_QUEUE_LIMITS, ImageQueue, type ImageQueueLimits } from './image-queue';
import { ImageUploads } from './image-uploads';
import { ImageUploadsRepository } from './image-uploads.repository';

/** Pictures (decisions 033, 088): the pipeline, the instance's one queue every upload waits in, and shops' uploads. */
export interface ImagesModule {
  pipeline: ImagePipeline;
  queue: ImageQueue;
  uploads: ImageUploads;
}

export function buildImages(db: Database, storage: FileStorage, now: () => Date, limits?: Partial<ImageQueueLimits>): ImagesModule {
  const pipeline = new ImagePipeline(storage);
  const queue = new ImageQueue({ ...IMAGE_QUEUE_LIMITS, ...limits });
  return { pipeline, queue, uploads: new ImageUploads(new ImageUploadsRepository(db), storage, pipeline, queue, now) };
}
