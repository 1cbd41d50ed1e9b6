import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './file-storage';
import { checkKeyAndType, contentTypeOfKey } from './storage-key';

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/** Files under one folder (DATA_DIR/uploads by default); the key is the relative path. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a checked key, proven to stay inside the root. */
  private fileOf(key: string): string {
    contentTypeOfKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error('storage key escapes the storage folder');
    return file;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkKeyAndType(key, contentType);
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside the target then renamed (atomic on one filesystem): a reader sees the old file or the whole new one.
    // 0o640: unreadable to other users, never executable.
    const temporary = path.join(path.dirname(file), `.${randomUUID()}.tmp`);
    try {
      await fs.writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  /** Links the file under the key (a copy when it lies on another file system), replacing what was there. */
  async putFile(key: string, source: string, contentType: string): Promise<void> {
    checkKeyAndType(key, contentType);
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(path.dirname(file), `.${randomUUID()}.tmp`);
    try {
      await fs.link(source, temporary).catch(async (error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'EXDEV')
          await fs.copyFile(source, temporary, fs.constants.COPYFILE_EXCL);
        else throw error;
      });
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    // Opened first, then checked: the stream reads the very file that was checked, even if it is replaced meanwhile.
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), contentType: contentTypeOfKey(key), size: stats.size };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.fileOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Every stored key, for a backup (files being written, named with a leading dot, are not keys). */
  async *keys(): AsyncIterable<string> {
    let entries;
    try {
      entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!key.split('/').some((segment) => segment.startsWith('.'))) yield key;
    }
  }

  async ping(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
  }
}
