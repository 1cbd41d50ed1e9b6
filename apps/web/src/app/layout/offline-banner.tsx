import { useOffline } from '@/lib/use-offline';

/**
 * Says "You are offline" on every page while the browser has no network (decision 035): the cart and
 * checkout need the server and are never answered from a cache, and the catalog shows what was last seen.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p role="status" className="sticky top-0 z-40 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      You are offline. The cart and checkout need a connection; what you see is what you last loaded.
    </p>
  );
}
