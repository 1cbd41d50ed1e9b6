import { useId, useState, type FormEvent } from 'react';
import { REVIEW_RULES, type ManagedReview } from '@campus/contract';
import { useAdminReviews, useHideReview } from '@/features/reviews/api/reviews';
import { ManagedReviewItem, Pager } from '@/features/reviews/components/managed-review';
import { AdminShell, ErrorText, inputClass, quietButtonClass } from '../components/admin-shell';

function HideForm({ review }: { review: ManagedReview }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const hide = useHideReview();
  if (!open)
    return (
      <button type="button" className={quietButtonClass} onClick={() => setOpen(true)}>
        Hide…
      </button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) hide.mutate({ id: review.id, reason });
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Why hide it? (the author sees this)
      </label>
      <input
        id={id}
        value={reason}
        maxLength={REVIEW_RULES.hideReasonMax}
        onChange={(event) => setReason(event.target.value)}
        className={inputClass}
      />
      <ErrorText error={hide.error} />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={hide.isPending || !reason.trim()}
          className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          Hide review
        </button>
        <button type="button" className={quietButtonClass} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** /admin/reviews: every review, newest first; the operator hides one with a reason (audit log). */
export function AdminReviewsPage() {
  const [page, setPage] = useState(1);
  const { data, error } = useAdminReviews(page);
  return (
    <AdminShell title="Reviews">
      <ErrorText error={error} />
      {data && (
        <div className="space-y-4">
          {!data.reviews.length && <p className="text-slate-600">No reviews yet.</p>}
          <ul className="space-y-4">
            {data.reviews.map((review) => (
              <ManagedReviewItem key={review.id} review={review} label={review.shop.name}>
                {!review.hidden && <HideForm review={review} />}
              </ManagedReviewItem>
            ))}
          </ul>
          <Pager page={page} pages={data.pages} onPage={setPage} />
        </div>
      )}
    </AdminShell>
  );
}
