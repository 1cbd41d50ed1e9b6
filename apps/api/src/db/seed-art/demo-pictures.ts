import fs from 'node:fs/promises';
import type { FileStorage } from '../../modules/storage/file-storage';
import { renderArt } from './art';
import { drawnPictureAddress, drawnPictureId, encodedDrawing } from './drawn-pictures';

/** Stores this many pictures at once (the file system's four threads): the demo set is ~2,200 small files. */
const PUTS_AT_ONCE = 4;

/** Drawings by what they draw, in this process: a seed asks for ~1,500 addresses, many of them several times. */
const drawn = new Map<string, { id: string; svg: string; address: string }>();

/** Pictures stored (or being stored) in a storage by this process: a bulk seed after the demo seed reuses the demo's drawings. */
const storedIn = new WeakMap<FileStorage, Set<string>>();

/**
 * The demo catalog's pictures (decision 122): `address` draws a picture for the seed's row, names it where the
 * image pipeline stores it and starts storing it, as an upload's variants, while the seed goes on writing rows;
 * `store` waits for every picture asked for. The same drawing (the same dish on the same table) is one stored
 * picture, whichever shop shows it.
 */
export class DemoPictures {
  private readonly todo: [id: string, svg: string][] = [];
  private running = 0;
  private failure: unknown;
  private idle: (() => void)[] = [];
  private readonly stored: Set<string>;

  constructor(private readonly storage: FileStorage) {
    this.stored = storedIn.get(storage) ?? new Set<string>();
    storedIn.set(storage, this.stored);
  }

  /** The address of the drawing for a theme and a slug (`jollof-rice--mama-put`, `shop--mama-put`); `name` signs a shop front. */
  address(theme: string, slug: string, name?: string): string {
    const what = `${theme}/${slug}/${name ?? ''}`;
    let drawing = drawn.get(what);
    if (!drawing) {
      const svg = renderArt(theme, slug, name);
      drawing = { id: drawnPictureId(svg), svg, address: drawnPictureAddress(svg) };
      drawn.set(what, drawing);
    }
    if (!this.stored.has(drawing.id)) {
      this.stored.add(drawing.id);
      this.todo.push([drawing.id, drawing.svg]);
      if (this.running < PUTS_AT_ONCE) void this.work();
    }
    return drawing.address;
  }

  /** Resolves when every picture asked for is stored; rejects with the first failure. */
  async store(): Promise<void> {
    if (this.running > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    if (this.failure !== undefined) throw this.failure;
  }

  private async work(): Promise<void> {
    this.running += 1;
    for (let next = this.todo.shift(); next; next = this.todo.shift()) {
      const [id, svg] = next;
      try {
        for (const variant of await encodedDrawing(svg)) {
          // The local store links the cached file (a fifth of the cost of writing it); any other store gets the bytes.
          if (variant.file && this.storage.putFile) await this.storage.putFile(variant.key, variant.file, variant.contentType);
          else await this.storage.put(variant.key, variant.data ?? (await fs.readFile(variant.file!)), variant.contentType);
        }
      } catch (error) {
        this.stored.delete(id);
        this.failure ??= error;
      }
    }
    this.running -= 1;
    if (this.running === 0) for (const resolve of this.idle.splice(0)) resolve();
  }
}
