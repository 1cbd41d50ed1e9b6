import { describe, expect, it } from 'vitest';
import { DOWNSCALE, scaledSize } from './picture-downscale';

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
