import { LIMITS } from '@campus/contract';

/** §2: the loading skeleton of 8 product cards. */
export function ProductGridSkeleton({ count = LIMITS.productSkeletonCards }: { count?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="animate-pulse overflow-hidden rounded-xl bg-white shadow-sm" data-testid="skeleton-card">
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
