import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A control in a server-rendered page works before the scripts run (decision 050): a box ticked or
 * text typed then stays in the page, but React's state starts from the server's (decision 068).
 * Put the returned ref on the control, or on an element around a group of them; when it mounts,
 * `adopt` gets that element and copies what the shopper left in it into state. On a page the browser
 * rendered itself the element holds React's own state, so adopting changes nothing.
 *
 * A layout effect: it runs in hydration's own commit, before any re-render could write React's
 * value over the one in the page.
 */
export function useStateBeforeHydration<E extends Element>(adopt: (element: E) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const adoptOnMount = useRef(adopt);
  useLayoutEffect(() => {
    if (ref.current) adoptOnMount.current(ref.current);
  }, []);
  return ref;
}
