import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LIMITS, MESSAGES, bookRequestFieldsSchema, isUuid } from '@campus/contract';
import { InvalidError, NotFoundError, TooLargeError, UnsupportedMediaError } from '../../errors/domain-errors';
import { readBookForm, type BookRequestInput, type FormPart } from './book-form';
import type { BooksRepository } from './books.repository';
import { inspectImage, type InspectedImage } from './image-check';

export const IMAGE_NOT_FOUND = 'Image not found';

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

  /** POST book: reads the multipart form's parts, then validates and saves the request. */
  async submitForm(parts: AsyncIterable<FormPart>): Promise<{ id: string }> {
    const form = await readBookForm(parts);
    return this.submit(form.fields, form.image);
  }

  /** Validates and saves a request; the picture is stored under a random server-made name. */
  async submit(input: BookRequestInput, image: Buffer | null): Promise<{ id: string }> {
    const parsed = bookRequestFieldsSchema.safeParse({ name: input.name ?? '', author: input.author ?? '' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InvalidError(issue?.message ?? MESSAGES.bookFillAllFields, issue?.path.join('.') || undefined);
    }

    let stored: { relative: string; absolute: string; type: string } | null = null;
    if (image) {
      if (image.length > LIMITS.bookImageMaxBytes) throw new TooLargeError(MESSAGES.bookImageTooLarge);
      const inspected = inspectImage(image);
      if (!inspected) throw new UnsupportedMediaError(MESSAGES.bookImageType);
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

  /** GET book/{id}/image: the stored picture's bytes and proven type; NotFoundError when there is none. */
  async openImage(id: string): Promise<{ stream: Readable; type: string }> {
    const image = await this.imageOf(id);
    if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);
    try {
      await fs.access(image.file);
    } catch {
      throw new NotFoundError(IMAGE_NOT_FOUND);
    }
    return { stream: createReadStream(image.file), type: image.type };
  }

  /** The stored picture of a request, or null; the path comes from our own record, never from the caller. */
  private async imageOf(id: string): Promise<StoredImage | null> {
    if (!isUuid(id)) return null;
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
