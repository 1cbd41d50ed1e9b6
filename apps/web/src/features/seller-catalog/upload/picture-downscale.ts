/**
 * A camera photo is made smaller in the browser before it is sent (issue 35 finding 6, decision 088): a 12-megapixel
 * phone photo of 5 MB goes up as a JPEG of at most 2,048 px on its longer side, well under 1 MB, so campus data and
 * the server's one-at-a-time queue carry a fraction of it. The server still judges and re-encodes what arrives.
 */
export const DOWNSCALE = { maxSide: 2048, quality: 0.85, keepBelowBytes: 1024 * 1024 } as const;

/** The size a picture is drawn at: its own when it fits, else scaled so its longer side is `maxSide`. */
export function scaledSize(width: number, height: number, maxSide: number = DOWNSCALE.maxSide): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * The picture to send: a JPEG drawn at `scaledSize`, upright (createImageBitmap applies the EXIF orientation), on
 * white where the original was transparent. A small JPEG that already fits, a picture the browser cannot decode
 * (HEIC outside Safari) or a browser without createImageBitmap sends the file as it is.
 */
export async function downscalePicture(file: File): Promise<Blob> {
  const fits = file.type === 'image/jpeg' && file.size <= DOWNSCALE.keepBelowBytes;
  if (fits || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    const canvas = canvasOf(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', DOWNSCALE.quality));
    // A small PNG drawing can grow as a JPEG: the smaller of the two goes.
    return jpeg && jpeg.size < file.size ? jpeg : file;
  } finally {
    bitmap.close();
  }
}
