import { ChevronLeft, ChevronRight } from 'lucide-react';

const control = 'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-800 shadow hover:bg-white';

/** The previous/next arrows over a carousel's picture (shop and product carousels, §2). */
export function CarouselArrows({ onPrev, onNext }: { onPrev: () => void; onNext: () => void }) {
  return (
    <>
      <button type="button" onClick={onPrev} className={`${control} left-3`} aria-label="Previous image">
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </button>
      <button type="button" onClick={onNext} className={`${control} right-3`} aria-label="Next image">
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </button>
    </>
  );
}
