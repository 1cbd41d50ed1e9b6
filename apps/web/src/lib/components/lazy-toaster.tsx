import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { loadSonner, onFirstToast, toasterMounted } from '../toast';

type ToasterProps = ComponentProps<typeof SonnerToaster>;

/** sonner's Toaster, then the signal that it listens (its effect runs before this one, its parent's). */
const ReadyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  function ToasterThenReady(props: ToasterProps) {
    useEffect(() => toasterMounted(), []);
    return <Toaster {...props} />;
  }
  return { default: ToasterThenReady };
});

/** What the shopper does first: a toast only ever follows one of these (or a toast asked for by the page itself). */
const FIRST_ACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Where toasts appear (decision 039): mounted at the shopper's first tap or key press, or as soon as a
 * toast is asked for. Not while the page loads (decision 070): sonner's code, its stylesheet (a style
 * pass over the whole page) and its first render would join the load's busiest stretch on a slow phone,
 * for a toast that comes, if ever, after the shopper acts; the tap starts the load while its own work
 * (an API call, mostly) runs, so the toaster is up by the time its answer asks for a toast.
 */
export function LazyToaster(props: ToasterProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    for (const type of FIRST_ACTIONS) window.addEventListener(type, want, { capture: true, passive: true, once: true });
    // A toast asked for before then mounts the toaster at once.
    onFirstToast(want);
    return () => {
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReadyToaster {...props} />
    </Suspense>
  );
}
