import { imageSourcesOf } from '@campus/contract';

/**
 * `srcSet`/`sizes` for an uploaded picture (issue 20 item 4): the WebP widths the pipeline made, so a
 * phone fetches 320 or 640 and a wide screen 1280; `src` stays the JPEG fallback. The demo's SVG art
 * scales by itself and gets none.
 */
export function responsiveImage(src: string | null | undefined, sizes: string): { srcSet?: string; sizes?: string } {
  const sources = src ? imageSourcesOf(src) : null;
  return sources ? { srcSet: sources.webp, sizes } : {};
}
