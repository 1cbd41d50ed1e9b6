import path from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import type { S3Settings } from './s3-file-storage';

/** The folder under DATA_DIR that holds stored files (book pictures have lived in uploads/books since decision 005). */
export const LOCAL_STORAGE_SUBDIR = 'uploads';

/**
 * The object store when S3_* is configured (AppConfig.s3), else files under DATA_DIR/uploads. The AWS SDK is
 * imported only when it is needed, so the embedded default neither loads it nor carries it in its start-up chunk.
 */
export async function createFileStorage(config: { dataDir: string; s3?: S3Settings }): Promise<FileStorage> {
  if (!config.s3) return new LocalFileStorage(path.join(config.dataDir, LOCAL_STORAGE_SUBDIR));
  const { S3FileStorage } = await import('./s3-file-storage');
  return new S3FileStorage(config.s3);
}
