import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { LOCAL_STORAGE_SUBDIR } from '../modules/storage/create-file-storage';
import type { FileStorage } from '../modules/storage/file-storage';
import { LocalFileStorage } from '../modules/storage/local-file-storage';
import type { S3Settings } from '../modules/storage/s3-file-storage';
import { contentTypeOfKey, InvalidStorageKeyError } from '../modules/storage/storage-key';

/** A picture store that can also list its keys (both stores can; the app itself never needs to). */
type ListableStorage = FileStorage & { keys(): AsyncIterable<string>; close?(): void };

/** The store the server uses for the same settings (create-file-storage.ts): the bucket, or DATA_DIR/uploads. */
export async function openStore(config: { dataDir: string; s3?: S3Settings }): Promise<{ from: 's3' | 'uploads'; store: ListableStorage }> {
  if (!config.s3) return { from: 'uploads', store: new LocalFileStorage(path.join(config.dataDir, LOCAL_STORAGE_SUBDIR)) };
  const { S3FileStorage } = await import('../modules/storage/s3-file-storage');
  return { from: 's3', store: new S3FileStorage(config.s3) };
}

/** A key of ours (storage-key.ts); anything else in the bucket is not the market's and stays out of the backup. */
function isOurKey(key: string): boolean {
  try {
    contentTypeOfKey(key);
    return true;
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return false;
    throw error;
  }
}

/** Copies every picture of the store into `dir`, one file per key (the same layout for either store). */
export async function copyStoreToDir(store: ListableStorage, dir: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for await (const key of store.keys()) {
    if (!isOurKey(key)) continue;
    const file = await store.get(key);
    if (!file) continue; // deleted since it was listed
    const content = await buffer(file.body);
    const target = path.join(dir, ...key.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    count += 1;
    bytes += content.length;
  }
  return { count, bytes };
}

/** Puts every file of `dir` back into the store under its key (through the store's own checks). */
export async function copyDirToStore(dir: string, store: ListableStorage): Promise<{ count: number; bytes: number }> {
  const source = new LocalFileStorage(dir);
  let count = 0;
  let bytes = 0;
  for await (const key of source.keys()) {
    if (!isOurKey(key)) continue;
    const content = fs.readFileSync(path.join(dir, ...key.split('/')));
    await store.put(key, content, contentTypeOfKey(key));
    count += 1;
    bytes += content.length;
  }
  return { count, bytes };
}
