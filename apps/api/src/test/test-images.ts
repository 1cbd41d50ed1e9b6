import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Small real images (24×16, drawn and encoded by Chromium; the GIF is the classic 1×1) for upload tests. */
export const SAMPLE_IMAGES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAYAAAAMJL+VAAAASElEQVR4AeSSsQkAIAwEQ1YQBPdwJaewdlYrZ9AVrknhJ3DdQ/jjvY5+I3ELPsEHexYjULOCimh1mhNU1NYxQmJFtDrN/b+iBwAA//8fAKb2AAAABklEQVQDAD/+RnEgUXRqAAAAAElFTkSuQmCC',
    'base64',
  ),
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQABgDASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAUGBP/EACkQAAADBgUDBQAAAAAAAAAAAAEREgACBQYTFAMEBzEyFRYjISRDYqH/xAAUAQEAAAAAAAAAAAAAAAAAAAAF/8QAHxEAAAYDAAMAAAAAAAAAAAAAAAECAxFBBBIhE3HB/9oADAMBAAIRAxEAPwBJp9Jfd9/7+ztafw1FKV9gIk/rOJu0x7el7NxTq9xQR4rZClPuu7rEuR7NHy/MsWl646Pm7eump43H1JMuQCXIW2Red5hi8OxcjEYhWyuKS3KOG6ZCAh6g6A7gDAONZx5GyFkTcly45Ne7A7bmGTGq0H5IPtTV/BNsMMMkDh//2Q==',
    'base64',
  ),
  webp: Buffer.from(
    'UklGRnQCAABXRUJQVlA4WAoAAAAgAAAAFwAADwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDgghgAAABAEAJ0BKhgAEAA+bSqRRaQioZgEAEAGxLYATplAwKrSs/YuAxkB3+5QAP70G//7CpT/7de/5pJz+slH7nmyXVvFOPMZ8lr+bjCfzsK2Nf08KzxPH+Rj3n3zI/3GxHaE5H+7+1s8gfztMuu36+MLBTbx8sTfsoYNwkjx27spUNW+SJQIAAAA',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
} as const;

/** A camera-like photo (noise, JPEG quality 75): the encoders work on it as hard as on a real one, seconds at 12 megapixels. */
export function noisyPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#5a7f9c', noise: { type: 'gaussian', mean: 110, sigma: 30 } } })
    .jpeg({ quality: 75 })
    .toBuffer();
}

/** A photo as a phone makes it: JPEG with the camera's make and the GPS position in its EXIF. */
export async function phoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  const pixels = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return sharp(pixels)
    .withExif({
      IFD0: { Make: 'PhonyPhone', Model: 'P1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' },
    })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

/** A real PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A pixel bomb: a valid 1-bit PNG of side × side pixels whose zero rows deflate to a few kilobytes. */
export function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const raw = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // each row: filter byte 0 and zero pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
