import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@campus/contract';
import { bookImageProblem, chosenImageProblem, imageTypeOfBytes } from './book-image';

describe('bookImageProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('accepts %s', (type) => {
    expect(bookImageProblem({ type, size: 1024 })).toBeNull();
  });

  it.each(['image/svg+xml', 'text/plain', 'application/pdf', 'application/x-sh', ''])('refuses %s', (type) => {
    expect(bookImageProblem({ type, size: 1024 })).toBe(MESSAGES.bookImageType);
  });

  it('refuses an empty file and one over 5 MB, accepts exactly 5 MB', () => {
    expect(bookImageProblem({ type: 'image/png', size: 0 })).toBe(MESSAGES.bookImageType);
    expect(bookImageProblem({ type: 'image/png', size: LIMITS.bookImageMaxBytes + 1 })).toBe(MESSAGES.bookImageTooLarge);
    expect(bookImageProblem({ type: 'image/png', size: LIMITS.bookImageMaxBytes })).toBeNull();
  });
});

describe('imageTypeOfBytes and chosenImageProblem (issue 23: the bytes, checked at selection)', () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);

  it('knows PNG, JPEG, GIF and WebP by their magic numbers', () => {
    expect(imageTypeOfBytes(bytes(...png))).toBe('image/png');
    expect(imageTypeOfBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOfBytes(text('GIF89a..'))).toBe('image/gif');
    expect(imageTypeOfBytes(text('GIF87a..'))).toBe('image/gif');
    expect(imageTypeOfBytes(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('knows nothing else: text, SVG, PDF, an empty file, a RIFF that is not WebP', () => {
    for (const value of [
      '<?php system($_GET["c"]); ?>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '%PDF-1.7',
      '',
      'RIFF\u0000\u0000\u0000\u0000WAVEfmt ',
    ])
      expect(imageTypeOfBytes(text(value))).toBeNull();
  });

  it('refuses a non-image named cover.png and typed image/png; takes a real PNG', async () => {
    const renamed = new File([text('not a picture at all')], 'cover.png', { type: 'image/png' });
    expect(await chosenImageProblem(renamed)).toBe(MESSAGES.bookImageType);
    const real = new File([bytes(...png)], 'cover.png', { type: 'image/png' });
    expect(await chosenImageProblem(real)).toBeNull();
    const typedWrong = new File([bytes(...png)], 'notes.txt', { type: 'text/plain' });
    expect(await chosenImageProblem(typedWrong)).toBe(MESSAGES.bookImageType);
  });
});
