import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createFileStorage } from './create-file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

const s3 = { S3_URL: 'http://127.0.0.1:9000', S3_BUCKET: 'campus', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('storage settings (S3_* variables)', () => {
  it('stores files under DATA_DIR when no object store is set', async () => {
    const config = loadConfig({});
    expect(config.s3).toBeUndefined();
    expect(await createFileStorage({ dataDir: os.tmpdir() })).toBeInstanceOf(LocalFileStorage);
  });

  it('reads the object store settings, region us-east-1 unless given', async () => {
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'campus',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ ...s3, S3_REGION: 'auto' }).s3?.region).toBe('auto');
    const storage = await createFileStorage({ dataDir: os.tmpdir(), s3: loadConfig(s3).s3 });
    expect(storage).toBeInstanceOf(S3FileStorage);
    (storage as S3FileStorage).close();
  });

  it('leaves credentials to the SDK chain when neither key is set', () => {
    expect(loadConfig({ S3_URL: s3.S3_URL, S3_BUCKET: s3.S3_BUCKET }).s3?.credentials).toBeUndefined();
  });

  it('refuses half a setting', () => {
    expect(() => loadConfig({ S3_BUCKET: 'campus' })).toThrow(/S3_URL and S3_BUCKET/);
    expect(() => loadConfig({ S3_URL: s3.S3_URL })).toThrow(/S3_URL and S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_URL: 'not a url' })).toThrow(/S3_URL/);
  });
});
