import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ImagePipeline } from '../images/image-pipeline';
import { imageUrl, type ProcessedImage } from '../images/image-variants';
import { LocalFileStorage } from '../storage/local-file-storage';

let t: TestApp;
let image: ProcessedImage;
beforeAll(async () => {
  t = await createTestApp();
  // The same folder the app's storage uses (DATA_DIR/uploads): what the pipeline stores, the media route serves.
  const pipeline = new ImagePipeline(new LocalFileStorage(path.join(t.config.dataDir, 'uploads')));
  image = await pipeline.process(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer(),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /media/images/:id/:file', () => {
  it('streams every stored variant with its type and the media security headers', async () => {
    for (const variant of image.variants) {
      const res = await t.app.inject({ method: 'GET', url: imageUrl(variant.key) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe({ avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[variant.format]);
      expect(res.headers['content-length']).toBe(String(variant.bytes));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'");
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const served = await sharp(res.rawPayload).metadata();
      expect({ width: served.width, height: served.height }).toEqual({ width: variant.width, height: variant.height });
    }
  });

  it('404 with { error, code } for a picture never stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/images/00000000-0000-4000-8000-000000000000/320.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Image not found', code: 'not_found' });
  });

  it.each([
    `/media/images/..%2F..%2Fjwt-secret/320.webp`,
    `/media/images/ID/320.webp`,
    `/media/images/{id}/..%2F320.webp`,
    `/media/images/{id}/320.png`,
    `/media/images/{id}/320.svg`,
    `/media/images/{id}/0320.webp`,
  ])('path traversal: refuses %s without reading anything', async (url) => {
    const res = await t.app.inject({ method: 'GET', url: url.replace('{id}', image.id).replace('ID', image.id.toUpperCase()) });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
