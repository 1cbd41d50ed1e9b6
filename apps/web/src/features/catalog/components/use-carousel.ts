import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

/** A looping embla carousel with the index of the selected slide and prev/next/go-to controls. */
export function useLoopingCarousel(slideCount: number) {
  const [viewportRef, api] = useEmblaCarousel({ loop: slideCount > 1 });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // Without the carousel engine (not yet mounted), the controls still move the index with wrap-around.
  const goTo = useCallback((index: number) => {
    const wrapped = ((index % slideCount) + slideCount) % slideCount;
    if (api) api.scrollTo(wrapped);
    else setSelected(wrapped);
  }, [api, slideCount]);

  return {
    viewportRef,
    selected,
    prev: () => goTo(selected - 1),
    next: () => goTo(selected + 1),
    goTo,
  };
}
