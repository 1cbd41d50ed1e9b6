import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A looping embla carousel with the index of the selected slide and prev/next/go-to controls.
 *
 * Embla gets the viewport only after the page's first paint. Starting, it measures the slides; on the
 * first render that forces the page's first layout inside React's commit, one long task on a slow
 * phone (issue 8). After the paint the layout is already done and measuring is cheap. Until then the
 * first slide shows as laid out and the controls move the index; the engine starts at that index.
 */
export function useLoopingCarousel(slideCount: number) {
  const [giveViewport, api] = useEmblaCarousel({ loop: slideCount > 1 });
  // A ref, not state: a state setter as the ref would set state inside hydration's commit, a synchronous
  // re-render that also ran every passive effect of the page in that same long task (decision 070).
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  // The index the controls chose before the engine started, read once when it starts.
  const selectedBeforeStart = useRef(0);
  useEffect(() => {
    selectedBeforeStart.current = selected;
  }, [selected]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs once that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => giveViewport(viewport), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [giveViewport]);

  useEffect(() => {
    if (!api) return;
    if (selectedBeforeStart.current !== 0) api.scrollTo(selectedBeforeStart.current, true);
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // Without the carousel engine (not yet mounted), the controls still move the index with wrap-around.
  const goTo = useCallback(
    (index: number) => {
      const wrapped = ((index % slideCount) + slideCount) % slideCount;
      if (api) api.scrollTo(wrapped);
      else setSelected(wrapped);
    },
    [api, slideCount],
  );

  return {
    viewportRef,
    selected,
    prev: () => goTo(selected - 1),
    next: () => goTo(selected + 1),
    goTo,
  };
}
