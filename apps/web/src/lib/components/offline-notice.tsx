import { WifiOff } from 'lucide-react';

/** The service worker's offline page (decision 035): the catalog last seen on this device. */
const LAST_SEEN_CATALOG = '/offline.html';

/**
 * What a catalog page shows, offline, in place of data it has never loaded (issue 37: a skeleton
 * stayed forever): it says so, offers the last-seen catalog, and the page fills in by itself when the
 * connection is back (its query is asked again on reconnect). `heading` is h2 where the page keeps its own h1 above it.
 */
export function OfflineNotice({ heading: Heading = 'h1' }: { heading?: 'h1' | 'h2' } = {}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center" data-testid="offline-notice">
      <WifiOff className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <Heading className="mt-3 text-lg font-semibold text-slate-800">You are offline</Heading>
      <p className="mt-1 text-sm text-slate-600">
        This page has not been loaded on this device yet. It opens by itself when the connection is back.
      </p>
      {/* A document load, not the router's: the worker answers it with its offline page. */}
      <a href={LAST_SEEN_CATALOG} className="mt-4 inline-block font-semibold text-brand-800 hover:underline">
        See what you last loaded
      </a>
    </div>
  );
}
