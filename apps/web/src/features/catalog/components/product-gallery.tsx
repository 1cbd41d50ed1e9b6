import { LazyImage } from '@/lib/components/lazy-image';
import { responsiveImage } from '@/lib/image-srcset';
import { CarouselArrows } from './carousel-arrows';
import { useLoopingCarousel } from './use-carousel';

/** §2 product images: a looping carousel with thumbnails; broken images show the placeholder. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const carousel = useLoopingCarousel(images.length);
  if (images.length === 0) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        No images available
      </div>
    );
  }
  return (
    <section ref={carousel.regionRef} aria-roledescription="carousel" aria-label={`${title} images`} className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-2xl bg-slate-100">
        <div ref={carousel.viewportRef} className="overflow-hidden">
          <div className="flex">
            {images.map((src, index) => (
              <div
                key={`${src}-${index}`}
                className="min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${images.length}`}
              >
                <LazyImage
                  src={src}
                  {...responsiveImage(src, '(min-width: 768px) 36rem, 100vw')}
                  alt={index === 0 ? title : ''}
                  eager={index === 0}
                  width={800}
                  height={800}
                  className="aspect-square w-full object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        {images.length > 1 && <CarouselArrows onPrev={carousel.prev} onNext={carousel.next} />}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label="Thumbnails">
          {images.map((src, index) => (
            <li key={`${src}-thumb-${index}`}>
              <button
                type="button"
                onClick={() => carousel.goTo(index)}
                aria-label={`Show image ${index + 1}`}
                aria-current={carousel.selected === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg ring-2 ${carousel.selected === index ? 'ring-brand-700' : 'ring-transparent opacity-70 hover:opacity-100'}`}
              >
                <LazyImage src={src} {...responsiveImage(src, '64px')} alt="" width={64} height={64} className="h-16 w-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
