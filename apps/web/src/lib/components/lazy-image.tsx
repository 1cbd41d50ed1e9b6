import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { LIMITS } from '@campus/contract';

export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e2e8f0"/><path d="M150 190l40-50 30 35 20-20 40 35z" fill="#94a3b8"/><circle cx="245" cy="120" r="14" fill="#94a3b8"/></svg>',
  );

type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | undefined | null; eager?: boolean };

/** An image that loads when within 100px of the viewport (§9) and falls back to a placeholder when missing or broken. */
export function LazyImage({ src, eager = false, alt = '', srcSet, ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (visible) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LIMITS.lazyImageRootMarginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const shown = !src || failed ? PLACEHOLDER_IMAGE : visible ? src : PLACEHOLDER_IMAGE;
  // An eager image is the page's first picture (its largest paint): fetch it before the rest.
  return (
    <img
      ref={ref}
      src={shown}
      srcSet={shown === src ? srcSet : undefined}
      alt={alt}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
