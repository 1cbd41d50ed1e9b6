import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What shows that a shopper is reaching for the carousel: a touch, a mouse over it, the keyboard's focus. */
const REACH_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'pointerover', 'focusin'] as const;

/**
 * A looping embla carousel with the index of the selected slide and prev/next/go-to controls.
 *
 * The engine starts when the shopper first reaches for the carousel (`regionRef`: a touch, the mouse
 * over it, the keyboard's focus, or a control pressed), not with the page: starting measures every
 * slide, 10-20 ms on a 2-core machine, and most visits never turn a picture (decision 074). Until then
 * the first slide shows as laid out. It starts inside the touch's capturing listener, so the engine's
 * own listeners, added to the viewport below, take that same touch: the first swipe drags.
 */
export function useLoopingCarousel(slideCount: number) {
  // Refs, not state: a state setter as a ref would set state inside hydration's commit (decision 070).
  const regionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const engine = useRef<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const loop = slideCount > 1;
  // Read when the engine starts: in an event, after the effect below has kept it current.
  const loopRef = useRef(loop);

  const start = useCallback((): EmblaCarouselType | null => {
    if (engine.current) return engine.current;
    const viewport = viewportRef.current;
    if (!viewport) return null;
    // At the first slide: until the engine runs, nothing else moves the selection.
    const started = EmblaCarousel(viewport, { loop: loopRef.current });
    const onSelect = () => setSelected(started.selectedScrollSnap());
    started.on('select', onSelect).on('reInit', onSelect);
    engine.current = started;
    return started;
  }, []);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const reach = () => {
      start();
      for (const type of REACH_EVENTS) region.removeEventListener(type, reach, true);
    };
    for (const type of REACH_EVENTS) region.addEventListener(type, reach, { capture: true, passive: true });
    return () => {
      for (const type of REACH_EVENTS) region.removeEventListener(type, reach, true);
      engine.current?.destroy();
      engine.current = null;
    };
  }, [start]);

  // Pictures added or taken away: the engine, running or to come, loops only when there are two or more.
  useEffect(() => {
    loopRef.current = loop;
    engine.current?.reInit({ loop });
  }, [loop]);

  const goTo = useCallback(
    (index: number) => {
      const wrapped = ((index % slideCount) + slideCount) % slideCount;
      // A control pressed without a touch first (a screen reader's click, a tap held before hydration)
      // starts the engine; the controls show only with the viewport, so there is one to start.
      start()?.scrollTo(wrapped);
    },
    [slideCount, start],
  );

  return {
    regionRef,
    viewportRef,
    selected,
    prev: () => goTo(selected - 1),
    next: () => goTo(selected + 1),
    goTo,
  };
}
