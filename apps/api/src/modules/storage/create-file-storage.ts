import path from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage, type S3Settings } from './s3-file-storage';

/** The folder under DATA_DIR that holds stored files (book pictures have lived in uploads/books since decision 005). */
export const LOCAL_STORAGE_SUBDIR = 'uploads';

/** The object store when S3_* is configured (AppConfig.s3), else files under DATA_DIR/uploads. */
export function createFileStorage(config: { dataDir: string; s3?: S3Settings }): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(path.join(config.dataDir, LOCAL_STORAGE_SUBDIR));
}
