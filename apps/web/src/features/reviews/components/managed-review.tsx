import type { ManagedReview } from '@campus/contract';
import type { ReactNode } from 'react';
import { ReviewList } from './review-list';

/** One review in the shop console or the operator's console: as the storefront shows it, whether it is hidden, and an action. */
export function ManagedReviewItem({ review, label, children }: { review: ManagedReview; label?: string; children?: ReactNode }) {
  return (
    <li className="space-y-2" data-testid="managed-review">
      {label && <p className="text-sm font-semibold text-slate-700">{label}</p>}
      <ReviewList reviews={[review]} />
      {review.hidden && (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">{`Hidden by the market: ${review.hidden.reason}`}</p>
      )}
      {children}
    </li>
  );
}

/** Newer / Older buttons for a paged list. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  const button = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium disabled:opacity-50';
  return (
    <nav aria-label="Review pages" className="flex items-center justify-between">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer
      </button>
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
      </button>
    </nav>
  );
}
