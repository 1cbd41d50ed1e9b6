import { imageSourcesOf } from '@campus/contract';

/** A product's or shop's picture at thumbnail size: the 320 WebP of an upload, the art itself otherwise. */
export function Thumbnail({ src, size = 'h-14 w-14' }: { src: string | undefined; size?: string }) {
  if (!src) return <div className={`${size} shrink-0 rounded-lg bg-slate-200`} aria-hidden="true" />;
  const sources = imageSourcesOf(src);
  return (
    <img
      src={src}
      srcSet={sources?.webp}
      sizes={sources ? '64px' : undefined}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className={`${size} shrink-0 rounded-lg bg-slate-100 object-cover`}
    />
  );
}
