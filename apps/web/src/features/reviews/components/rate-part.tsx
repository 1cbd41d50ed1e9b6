import { lazy, Suspense } from 'react';

// Its own chunk, loaded only for a delivered part: the order page stays within its route budget.
const RatePartLoaded = lazy(() => import('./rate-part-form').then((m) => ({ default: m.RatePartLoaded })));

/** Under a delivered part of the shopper's order (issue 37 item 1): rate it, or see and edit the review. */
export function RatePart({ part }: { part: { id: string; status: string; shop: { name: string } } }) {
  if (part.status !== 'delivered') return null;
  return (
    <Suspense fallback={null}>
      <RatePartLoaded partId={part.id} shopName={part.shop.name} />
    </Suspense>
  );
}
