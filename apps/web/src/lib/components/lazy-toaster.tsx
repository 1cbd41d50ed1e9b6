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

/** Where toasts appear (decision 039): mounted once the first paint is done, or as soon as a toast is asked for. */
export function LazyToaster(props: ToasterProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const handle = idle(() => setWanted(true));
    // A toast asked for before then mounts the toaster at once.
    onFirstToast(() => setWanted(true));
    return () => {
      if (window.cancelIdleCallback && typeof handle === 'number') window.cancelIdleCallback(handle);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReadyToaster {...props} />
    </Suspense>
  );
}
