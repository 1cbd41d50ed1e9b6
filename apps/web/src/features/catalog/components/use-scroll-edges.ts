import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether a horizontally scrolling element has more to show on its left and on its right. */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    // The observer's first report comes after the browser's next layout: measuring here instead would force
    // that layout inside hydration's effects, part of one long task on a slow phone (decision 070).
    if (typeof ResizeObserver === 'undefined') measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  return { ref, edges, measure };
}
