import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LIMITS, MESSAGES, bookRequestFieldsSchema } from '@campus/contract';
import { HttpError, badRequest } from '../../http/http-error';
import type { BooksRepository } from './books.repository';
import { inspectImage, type InspectedImage } from './image-check';

/** The text fields as they arrived; absent ones are undefined. */
export interface BookRequestInput {
  name?: string;
  author?: string;
}

/** A stored picture: where it lives on disk and the type its bytes proved. */
export interface StoredImage {
  file: string;
  type: string;
}

const UPLOADS_SUBDIR = path.join('uploads', 'books');

/** §5 book request rules: title and author required, the optional picture must really be an image. */
export class BooksService {
  private readonly uploadsDir: string;

  constructor(
    private readonly repository: BooksRepository,
    private readonly dataDir: string,
  ) {
    this.uploadsDir = path.join(dataDir, UPLOADS_SUBDIR);
  }

  /** Validates and saves a request; the picture is stored under a random server-made name. */
  async submit(input: BookRequestInput, image: Buffer | null): Promise<{ id: string }> {
    const parsed = bookRequestFieldsSchema.safeParse({ name: input.name ?? '', author: input.author ?? '' });
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.bookFillAllFields);

    let stored: { relative: string; absolute: string; type: string } | null = null;
    if (image) {
      if (image.length > LIMITS.bookImageMaxBytes) throw new HttpError(413, MESSAGES.bookImageTooLarge);
      const inspected = inspectImage(image);
      if (!inspected) throw new HttpError(415, MESSAGES.bookImageType);
      stored = await this.store(image, inspected);
    }
    try {
      const row = await this.repository.insert({ ...parsed.data, imagePath: stored?.relative ?? null, imageType: stored?.type ?? null });
      return { id: row.id };
    } catch (error) {
      if (stored) await fs.rm(stored.absolute, { force: true });
      throw error;
    }
  }

  /** The stored picture of a request, or null; the path comes from our own record, never from the caller. */
  async imageOf(id: string): Promise<StoredImage | null> {
    const row = await this.repository.findById(id);
    if (!row?.imagePath || !row.imageType) return null;
    const file = path.resolve(this.dataDir, row.imagePath);
    if (!file.startsWith(this.uploadsDir + path.sep)) return null;
    return { file, type: row.imageType };
  }

  private async store(bytes: Buffer, image: InspectedImage) {
    await fs.mkdir(this.uploadsDir, { recursive: true });
    const name = `${randomUUID()}.${image.extension}`;
    const absolute = path.join(this.uploadsDir, name);
    // 'wx' never overwrites; 0o640 keeps uploads unreadable to other users and never executable.
    await fs.writeFile(absolute, bytes, { flag: 'wx', mode: 0o640 });
    return { relative: path.join(UPLOADS_SUBDIR, name), absolute, type: image.mime };
  }
}
