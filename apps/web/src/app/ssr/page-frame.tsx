import type { RouteObject } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';

/** Where the page will be: grey blocks the size of a card, as the signed-in pages show while their data comes. */
function PagePlaceholder() {
  return (
    <div className="mx-auto max-w-3xl space-y-3 p-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-24 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}

/**
 * The app's frame (decision 075): what the server renders for a page the browser renders (cart, checkout,
 * orders, account…), so that the shopper sees the store at once, not a blank page until the scripts have
 * run. It is the layout, as the server renders every page (neither signed in nor out), with a placeholder
 * for the page. The server wraps it in an `inert` element: nothing in it answers a tap or is read out
 * before the browser's first render replaces it.
 */
export const PAGE_FRAME_ROUTES: RouteObject[] = [{ element: <AppLayout />, children: [{ path: '*', element: <PagePlaceholder /> }] }];
