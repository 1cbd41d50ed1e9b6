import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIDE, inspectImage } from './image-check';
import { SAMPLE_IMAGES } from '../../test/test-images';

describe('inspectImage', () => {
  it.each([
    ['png', SAMPLE_IMAGES.png, 24, 16],
    ['jpeg', SAMPLE_IMAGES.jpeg, 24, 16],
    ['webp', SAMPLE_IMAGES.webp, 24, 16],
    ['gif', SAMPLE_IMAGES.gif, 1, 1],
  ] as const)('recognises a whole %s and reads its size', (kind, bytes, width, height) => {
    expect(inspectImage(bytes)).toMatchObject({ kind, mime: `image/${kind}`, width, height });
  });

  it('refuses every prefix of a real image (a cut-off upload)', () => {
    for (const bytes of Object.values(SAMPLE_IMAGES)) {
      for (let length = 0; length < bytes.length; length++) expect(inspectImage(bytes.subarray(0, length))).toBeNull();
    }
  });

  it('refuses text that only starts like an image', () => {
    expect(inspectImage(Buffer.from('GIF89a<script>alert(1)</script>;'))).toBeNull();
    expect(inspectImage(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 hello'))).toBeNull();
    expect(inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses a pixel bomb: a valid PNG that declares a huge size', () => {
    const bomb = Buffer.from(SAMPLE_IMAGES.png);
    bomb.writeUInt32BE(MAX_IMAGE_SIDE + 1, 16);
    expect(inspectImage(bomb)).toBeNull();
    const zero = Buffer.from(SAMPLE_IMAGES.png);
    zero.writeUInt32BE(0, 20);
    expect(inspectImage(zero)).toBeNull();
  });

  it('refuses a WebP whose RIFF size disagrees with the file', () => {
    const lying = Buffer.from(SAMPLE_IMAGES.webp);
    lying.writeUInt32LE(lying.readUInt32LE(4) + 100, 4);
    expect(inspectImage(lying)).toBeNull();
  });
});
