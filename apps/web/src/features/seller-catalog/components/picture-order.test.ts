import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCover, movePicture } from './picture-order';

const pictures = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 });

describe('movePicture', () => {
  it('keeps every picture once, and puts the moved one where it was dropped', () => {
    fc.assert(
      fc.property(
        pictures.chain((images) => fc.tuple(fc.constant(images), fc.nat(images.length - 1), fc.nat(images.length - 1))),
        ([images, from, to]) => {
          const moved = movePicture(images, from, to);
          expect([...moved].sort()).toEqual([...images].sort());
          expect(moved[to]).toBe(images[from]);
        },
      ),
    );
  });

  it('leaves the order alone for a move off either end', () => {
    expect(movePicture(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movePicture(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('makes a picture the cover and keeps the others in their order', () => {
    expect(makeCover(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'a', 'b', 'd']);
  });
});
