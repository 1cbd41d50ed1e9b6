/**
 * `srcset` for an uploaded picture from the one address the catalog keeps (decision 033, 060): the
 * pipeline stores /media/images/<id>/<w>.{avif,webp,jpg} at the widths 320/640/1280 that the
 * picture fills plus its own width when narrower, so the largest JPEG's address names every variant.
 * Pictures that are not uploads (the demo's SVG art) scale by themselves and get no srcset.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

const UPLOADED = /^(\/media\/images\/[0-9a-f-]{36}\/)([1-9][0-9]{0,3})\.jpg$/;

export interface ImageSources {
  src: string;
  avif: string;
  webp: string;
  jpeg: string;
}

/** The widths the pipeline made for a picture whose largest variant is `largest` wide. */
export function widthsUpTo(largest: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((width) => width <= largest);
  return fitting.includes(largest as (typeof IMAGE_WIDTHS)[number]) || largest > IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
    ? fitting
    : [...fitting, largest];
}

/** The srcsets of an uploaded picture; null for any other address. */
export function imageSourcesOf(url: string): ImageSources | null {
  const match = UPLOADED.exec(url);
  if (!match) return null;
  const [, base, width] = match as unknown as [string, string, string];
  const widths = widthsUpTo(Number(width));
  const set = (extension: string) => widths.map((w) => `${base}${w}.${extension} ${w}w`).join(', ');
  return { src: url, avif: set('avif'), webp: set('webp'), jpeg: set('jpg') };
}
