import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNSCALE, downscalePicture, scaledSize } from './picture-downscale';

describe('scaledSize (decision 088)', () => {
  it('a 12-megapixel phone photo is drawn with its longer side at 2,048 px, in proportion', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });

  it('a picture that fits keeps its size', () => {
    expect(scaledSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(DOWNSCALE.maxSide, 10)).toEqual({ width: DOWNSCALE.maxSide, height: 10 });
  });

  it('a thin picture never reaches zero pixels', () => {
    expect(scaledSize(40_000, 1)).toEqual({ width: 2048, height: 1 });
  });
});

describe('downscalePicture (issue 35: the browser makes a camera photo smaller before it goes up)', () => {
  const MB = 1024 * 1024;
  let drawn: unknown[][];
  let encoded: { type?: string; quality?: number; width: number; height: number }[];
  let closed: number;

  beforeEach(() => {
    drawn = [];
    encoded = [];
    closed = 0;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      return { fillRect: () => undefined, drawImage: (...args: unknown[]) => drawn.push(args) } as never;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type, quality) {
      encoded.push({ type, quality: quality as number, width: this.width, height: this.height });
      done(new Blob([new Uint8Array(400 * 1024)], { type: 'image/jpeg' }));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const decodesAs = (width: number, height: number) =>
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width, height, close: () => (closed += 1) })),
    );

  it('a 5 MB 12-megapixel phone photo goes up as a JPEG of 2,048 px on its longer side, well under 1 MB', async () => {
    decodesAs(4000, 3000);
    const photo = new File([new Uint8Array(5 * MB)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    const sent = await downscalePicture(photo);
    expect(sent).not.toBe(photo);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBeLessThan(MB);
    expect(encoded).toEqual([{ type: 'image/jpeg', quality: DOWNSCALE.quality, width: 2048, height: 1536 }]);
    expect(drawn[0]?.slice(1)).toEqual([0, 0, 2048, 1536]);
    expect(closed).toBe(1);
  });

  it('a small JPEG that already fits goes as it is; so does a picture the browser cannot decode', async () => {
    decodesAs(800, 600);
    const small = new File([new Uint8Array(200 * 1024)], 'small.jpg', { type: 'image/jpeg' });
    expect(await downscalePicture(small)).toBe(small);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('cannot decode', 'InvalidStateError');
      }),
    );
    const heic = new File([new Uint8Array(3 * MB)], 'IMG_0002.heic', { type: 'image/heic' });
    expect(await downscalePicture(heic)).toBe(heic);
    expect(encoded).toEqual([]);
  });
});
