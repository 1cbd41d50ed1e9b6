import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LIMITS, MESSAGES, bookRequestFieldsSchema, isUuid, type BookRequestStatus, type MyBookRequest } from '@campus/contract';
import { InvalidError, NotFoundError, TooLargeError, UnsupportedMediaError } from '../../errors/domain-errors';
import { BOOK_PICTURE_INPUT, IMAGE_MESSAGES } from '../images/image-pipeline';
import type { ImagesModule } from '../images/images.module';
import type { FileStorage } from '../storage/file-storage';
import { InvalidStorageKeyError } from '../storage/storage-key';
import { readBookForm, type BookRequestInput, type FormPart } from './book-form';
import type { BooksRepository } from './books.repository';
import { inspectImage } from './image-check';

export const IMAGE_NOT_FOUND = 'Image not found';

/** A stored picture: its bytes, the type its bytes proved and its length. */
export interface StoredImage {
  body: Readable;
  type: string;
  size: number;
}

/**
 * The row keeps the picture's path under DATA_DIR as decision 005 wrote it (`uploads/books/<uuid>.<ext>`); the
 * storage key is that path below `uploads/` (decision 032), the same file on disk and the object key in S3.
 */
const UPLOADS_PREFIX = 'uploads/';
const BOOKS_KEY_PREFIX = 'books/';
/** The newest requests a shopper's list shows: a student sends a handful a term. */
const MY_BOOK_REQUESTS_SHOWN = 50;

/** Who asks to see a book request's picture. */
export interface PictureViewer {
  id: string;
  isOperator: boolean;
}

/** §5 book request rules: title and author required, the optional picture must really be an image. */
export class BooksService {
  constructor(
    private readonly repository: BooksRepository,
    private readonly storage: FileStorage,
    private readonly images: ImagesModule,
  ) {}

  /**
   * POST book: reads the multipart form's parts, then validates and saves the request. `uploader` names who
   * waits in the picture queue (the requester, else the client address), one per uploader at most (decision 088).
   */
  async submitForm(parts: AsyncIterable<FormPart>, requesterId: string | null, uploader: string): Promise<{ id: string }> {
    const form = await readBookForm(parts);
    return this.submit(form.fields, form.image, requesterId, uploader);
  }

  /** Validates and saves a request; the picture is re-encoded (decision 089) and stored under a random server-made name. */
  async submit(input: BookRequestInput, image: Buffer | null, requesterId: string | null, uploader: string): Promise<{ id: string }> {
    const parsed = bookRequestFieldsSchema.safeParse({ name: input.name ?? '', author: input.author ?? '' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InvalidError(issue?.message ?? MESSAGES.bookFillAllFields, issue?.path.join('.') || undefined);
    }

    let stored: { key: string; type: string } | null = null;
    if (image) {
      if (image.length > LIMITS.bookImageMaxBytes) throw new TooLargeError(MESSAGES.bookImageTooLarge);
      const inspected = inspectImage(image);
      if (!inspected) throw new UnsupportedMediaError(MESSAGES.bookImageType);
      stored = await this.store(await this.reencode(image, uploader));
    }
    try {
      const imagePath = stored ? UPLOADS_PREFIX + stored.key : null;
      const row = await this.repository.insert({ ...parsed.data, imagePath, imageType: stored?.type ?? null, userId: requesterId });
      return { id: row.id };
    } catch (error) {
      if (stored) await this.storage.delete(stored.key);
      throw error;
    }
  }

  /** The operator's copy of a request's picture (the admin area's hook checked the operator); NotFoundError when there is none. */
  async openImage(id: string): Promise<StoredImage> {
    const image = await this.imageOf(id);
    if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);
    return image;
  }

  /** GET book/{id}/image: the picture for the shopper who sent the request or the operator; anyone else is told it is not there. */
  async openImageFor(id: string, viewer: PictureViewer): Promise<StoredImage> {
    if (!viewer.isOperator) {
      const row = isUuid(id) ? await this.repository.findById(id) : undefined;
      if (!row || row.userId !== viewer.id) throw new NotFoundError(IMAGE_NOT_FOUND);
    }
    return this.openImage(id);
  }

  /** The requests the shopper sent, newest first, with the operator's status and note (issue 37 item 5). */
  async listMine(userId: string): Promise<MyBookRequest[]> {
    const rows = await this.repository.listByUser(userId, MY_BOOK_REQUESTS_SHOWN);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      author: row.author,
      status: row.status as BookRequestStatus,
      note: row.note,
      hasImage: row.imagePath !== null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  /** The stored picture of a request, or null; the key comes from our own record, never from the caller. */
  private async imageOf(id: string): Promise<StoredImage | null> {
    if (!isUuid(id)) return null;
    const row = await this.repository.findById(id);
    if (!row?.imagePath || !row.imageType || !row.imagePath.startsWith(UPLOADS_PREFIX + BOOKS_KEY_PREFIX)) return null;
    try {
      const file = await this.storage.get(row.imagePath.slice(UPLOADS_PREFIX.length));
      return file && { body: file.body, type: row.imageType, size: file.size };
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) return null;
      throw error;
    }
  }

  /** Decoded and encoded again as one JPEG through the instance's picture queue: no EXIF, GPS or trailing bytes survive. */
  private async reencode(bytes: Buffer, uploader: string): Promise<Buffer> {
    try {
      const { data } = await this.images.queue.run(uploader, () => this.images.pipeline.reencodeJpeg(bytes, BOOK_PICTURE_INPUT));
      return data;
    } catch (error) {
      // The pipeline's "not a JPEG, PNG or WebP" would leave out GIF, which book requests take (§5, decision 005).
      if (error instanceof UnsupportedMediaError && error.message === IMAGE_MESSAGES.notAnImage)
        throw new UnsupportedMediaError(MESSAGES.bookImageType);
      throw error;
    }
  }

  private async store(jpeg: Buffer) {
    // A random server-made name: the client's file name is never used.
    const key = `${BOOKS_KEY_PREFIX}${randomUUID()}.jpg`;
    await this.storage.put(key, jpeg, 'image/jpeg');
    return { key, type: 'image/jpeg' };
  }
}
