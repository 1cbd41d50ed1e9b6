import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { LazyImage } from '@/lib/components/lazy-image';
import { paths } from '@/routes/paths';
import { responsiveImage } from '@/lib/image-srcset';
import { CarouselArrows } from './carousel-arrows';
import { useLoopingCarousel } from './use-carousel';

/** §2 shop images: previous/next arrows and dots that wrap around, with a back control. */
export function ShopCarousel({ images, name, categoryName }: { images: string[]; name: string; categoryName: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const carousel = useLoopingCarousel(images.length);
  // Back to where the shopper came from, or to the shop's category when the page was opened directly.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.category(categoryName)));

  return (
    <section
      ref={carousel.regionRef}
      aria-roledescription="carousel"
      aria-label={`${name} images`}
      className="relative overflow-hidden rounded-2xl bg-slate-200"
    >
      <div ref={carousel.viewportRef} className="overflow-hidden">
        <div className="flex">
          {(images.length ? images : [null]).map((src, index) => (
            <div
              key={`${src ?? 'none'}-${index}`}
              className="min-w-0 flex-[0_0_100%]"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${Math.max(images.length, 1)}`}
            >
              <LazyImage
                src={src}
                {...responsiveImage(src, '(min-width: 1152px) 72rem, 100vw')}
                alt={index === 0 ? name : ''}
                eager={index === 0}
                width={1200}
                height={500}
                className="aspect-[12/5] w-full object-cover md:aspect-[3/1]"
              />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={back}
        className="absolute top-3 left-3 z-10 flex items-center gap-1 rounded-full bg-white/90 px-3 py-1.5 text-sm font-semibold text-slate-800 shadow hover:bg-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
      </button>
      {images.length > 1 && (
        <>
          <CarouselArrows onPrev={carousel.prev} onNext={carousel.next} />
          {/* On a dark pill: white dots alone vanish on a light picture. Only the pill takes taps; the rest is the picture's. */}
          <div className="pointer-events-none absolute inset-x-0 bottom-2 z-10 flex justify-center">
            <div className="pointer-events-auto flex gap-1 rounded-full bg-slate-900/60 px-1">
              {images.map((src, index) => (
                // A 24 px target (WCAG 2.2 target size) around the small visible dot.
                <button
                  key={`${src}-dot-${index}`}
                  type="button"
                  onClick={() => carousel.goTo(index)}
                  aria-label={`Show image ${index + 1}`}
                  aria-current={carousel.selected === index ? 'true' : undefined}
                  className="flex h-6 min-w-6 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${carousel.selected === index ? 'w-6 bg-white' : 'w-2.5 bg-white/80'}`}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
