import zlib from 'node:zlib';

/**
 * The store's app icons as PNG (issue 23, decision 035): the favicon's drawing (a white bag with a
 * yellow handle on the brand green), drawn at build time so no image tool or binary file is needed.
 * `maskable` fills the whole square and keeps the bag inside the central 80% safe zone, as Android's
 * adaptive icon masks cut the rest.
 */
export function appIconPng(size: number, maskable = false): Buffer {
  const GREEN = [0x16, 0x65, 0x34];
  const WHITE = [0xff, 0xff, 0xff];
  const YELLOW = [0xfa, 0xcc, 0x15];
  // The drawing is in the favicon's 64-unit square; a maskable icon shrinks it to the safe zone.
  const scale = maskable ? 0.72 : 1;
  const toUnits = (px: number) => ((px / size) * 64 - 32) / scale + 32;
  const colourAt = (x: number, y: number): number[] | undefined => {
    // Background: a rounded square, or the whole canvas for a maskable icon.
    const bx = (x / size) * 64;
    const by = (y / size) * 64;
    if (!maskable && !inRoundedSquare(bx, by, 64, 14)) return undefined;
    const u = toUnits(x);
    const v = toUnits(y);
    if (inPolygon(u, v, BAG)) return WHITE;
    const d = Math.hypot(u - 32, v - 24);
    if ((v <= 24 && d >= 6 && d <= 10) || Math.hypot(u - 24, v - 24) <= 2 || Math.hypot(u - 40, v - 24) <= 2) return YELLOW;
    return GREEN;
  };
  // 4×4 samples per pixel: smooth edges.
  const rgba = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const colour = colourAt(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4);
          if (!colour) continue;
          sum[0]! += colour[0]!;
          sum[1]! += colour[1]!;
          sum[2]! += colour[2]!;
          sum[3]! += 255;
        }
      }
      const covered = sum[3]! / 255;
      const at = (y * size + x) * 4;
      if (covered > 0) {
        rgba[at] = Math.round(sum[0]! / covered);
        rgba[at + 1] = Math.round(sum[1]! / covered);
        rgba[at + 2] = Math.round(sum[2]! / covered);
      }
      rgba[at + 3] = Math.round(sum[3]! / 16);
    }
  }
  return encodePng(size, size, rgba);
}

/** The bag's outline in the favicon (its rounded bottom corners drawn square at icon sizes). */
const BAG: [number, number][] = [
  [16, 24],
  [48, 24],
  [45, 47],
  [42, 49],
  [22, 49],
  [19, 47],
];

function inRoundedSquare(x: number, y: number, side: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), side - radius);
  const cy = Math.min(Math.max(y, radius), side - radius);
  return Math.hypot(x - cx, y - cy) <= radius && x >= 0 && y >= 0 && x <= side && y <= side;
}

function inPolygon(x: number, y: number, points: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA image as a PNG file (8 bits per channel, no filter, deflated at the highest level). */
export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The icons the web app manifest names, by file under the build's output folder. */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon-180.png', size: 180, maskable: true },
] as const;
