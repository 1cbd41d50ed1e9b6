import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRequests } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import { SAMPLE_IMAGES } from '../../test/test-images';
import { ImagePipeline } from '../images/image-pipeline';
import { imageUrl } from '../images/image-variants';
import { S3FileStorage, type S3Settings } from './s3-file-storage';

// With S3_* set, pictures live in the object store (a real S3-protocol server here) and nothing under DATA_DIR.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-s3rver-api-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'campus-uploads' }] });
let t: TestApp;
let settings: S3Settings;
let store: S3FileStorage;

beforeAll(async () => {
  const { port } = await server.run();
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'campus-uploads',
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  store = new S3FileStorage(settings);
  t = await createTestApp({ config: { s3: settings } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  store?.close();
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

function bookForm(image: Buffer) {
  const boundary = '----campus-s3-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAke\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="author"\r\n\r\nWole Soyinka\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('pictures in an S3-compatible object store', () => {
  it('a book request picture is stored as an object, served back through our server, and nothing is written to DATA_DIR', async () => {
    const requester = await createTestUser(t.app);
    const form = bookForm(SAMPLE_IMAGES.png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/book',
      payload: form.payload,
      headers: { ...form.headers, ...requester.auth },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const [row] = await t.database.db.select().from(bookRequests).where(eq(bookRequests.id, id));
    const key = row?.imagePath?.replace(/^uploads\//, '') ?? '';
    expect(key).toMatch(/^books\/[0-9a-f-]{36}\.jpg$/);
    expect(await store.exists(key)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: `/api/v1/book/${id}/image`, headers: requester.auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('a processed picture stored in the bucket is streamed by the media route', async () => {
    const image = await new ImagePipeline(store).process(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa6622' } })
        .jpeg()
        .toBuffer(),
    );
    const webp = image.variants.find((variant) => variant.format === 'webp');
    const res = await t.app.inject({ method: 'GET', url: imageUrl(webp?.key ?? '') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(webp?.width);
  }, 120_000);
});
