import { ART_IMAGE_URL, UPLOADED_IMAGE_URL } from '@campus/contract';
import type { Executor } from '../../db/client';
import { InvalidError, RateLimitedError } from '../../errors/domain-errors';
import type { FileStorage } from '../storage/file-storage';
import type { ImagePipeline } from './image-pipeline';
import type { ImageQueue } from './image-queue';
import type { ImageUploadsRepository } from './image-uploads.repository';
import { isDrawnPicture, type ProcessedImage } from './image-variants';

/** How long an upload may wait for a product or the shop to use it, and how many may wait per shop (decision 088). */
export const UPLOAD_RULES = { unusedForMs: 24 * 60 * 60_000, unusedMax: 20, sweepBatch: 200 } as const;

export const UPLOAD_MESSAGES = {
  notThisShops: 'A picture must be one uploaded to this shop: upload it again',
  drawnElsewhere: 'A drawn picture can only stay where it already is: upload a picture of your own',
  tooManyUnused: `This shop has ${UPLOAD_RULES.unusedMax} pictures uploaded in the last day that nothing uses yet: use them first, or add more later`,
} as const;

/** `/media/images/<id>/1280.jpg` → `images/<id>/1280.jpg`, the key the pipeline stored it under. */
const keyOf = (address: string) => address.replace(/^\/media\//, '');
const idOf = (address: string) => keyOf(address).split('/')[1] ?? '';

/**
 * Pictures belong to the shop they were uploaded to (issue 35 finding 8): an upload is processed through the
 * instance's queue and recorded with its shop; a product or the shop may then use its own uploads, or keep a
 * picture it already holds, nothing else; uploads nothing used within a day are deleted by `sweep`.
 */
export class ImageUploads {
  constructor(
    private readonly repository: ImageUploadsRepository,
    private readonly storage: FileStorage,
    private readonly pipeline: ImagePipeline,
    private readonly queue: ImageQueue,
    private readonly now: () => Date,
  ) {}

  /** Processes and records a shop's upload, made at the app's clock (the sweep and the quota read the same clock); `stillWanted` drops it when its client left while it waited. */
  async upload(shopId: string, uploaderId: string, bytes: Buffer, stillWanted?: () => boolean): Promise<ProcessedImage> {
    const since = new Date(this.now().getTime() - UPLOAD_RULES.unusedForMs);
    if ((await this.repository.unusedSince(shopId, since)) >= UPLOAD_RULES.unusedMax)
      throw new RateLimitedError(UPLOAD_MESSAGES.tooManyUnused, 3600);
    const image = await this.queue.run(uploaderId, () => this.pipeline.process(bytes), stillWanted);
    try {
      await this.repository.insert({
        id: image.id,
        shopId,
        uploadedBy: uploaderId,
        keys: image.variants.map((v) => v.key),
        createdAt: this.now(),
      });
    } catch (error) {
      await this.pipeline.remove(image);
      throw error;
    }
    return image;
  }

  /**
   * Checks, in the write's transaction, that every picture address is one the shop already holds (`held`) or one
   * of its own uploads, and marks those uploads used. Another shop's upload, an unknown one, or a drawn picture
   * the shop does not hold is refused (400).
   */
  async claim(shopId: string, addresses: readonly string[], held: ReadonlySet<string>, tx: Executor): Promise<void> {
    const fresh = addresses.filter((address) => !held.has(address));
    if (fresh.some((address) => ART_IMAGE_URL.test(address) || isDrawnPicture(address)))
      throw new InvalidError(UPLOAD_MESSAGES.drawnElsewhere, 'images');
    const uploaded = fresh.filter((address) => UPLOADED_IMAGE_URL.test(address));
    if (uploaded.length !== fresh.length) throw new InvalidError(UPLOAD_MESSAGES.notThisShops, 'images');
    const own = await this.repository.markUsed(shopId, [...new Set(uploaded.map(idOf))], tx);
    for (const address of uploaded) {
      const row = own.find((upload) => upload.id === idOf(address));
      if (!row?.keys.includes(keyOf(address))) throw new InvalidError(UPLOAD_MESSAGES.notThisShops, 'images');
    }
  }

  /** Deletes uploads nothing used within a day, rows then files; returns how many went. */
  async sweep(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - UPLOAD_RULES.unusedForMs);
    let removed = 0;
    for (;;) {
      const rows = await this.repository.deleteUnusedBefore(cutoff, UPLOAD_RULES.sweepBatch);
      await Promise.allSettled(rows.flatMap((row) => row.keys.map((key) => this.storage.delete(key))));
      removed += rows.length;
      if (rows.length < UPLOAD_RULES.sweepBatch) return removed;
    }
  }
}
