import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { REVIEW_RULES, type ManagedReview, type ShopMembership } from '@campus/contract';
import { useReplyToReview, useSellerReviews } from '@/features/reviews/api/reviews';
import { ManagedReviewItem, Pager } from '@/features/reviews/components/managed-review';
import { SellerShell } from '../components/seller-shell';

function ReplyForm({ shopSlug, review }: { shopSlug: string; review: ManagedReview }) {
  const id = useId();
  const [text, setText] = useState('');
  const reply = useReplyToReview(shopSlug);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) reply.mutate({ id: review.id, text });
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Your reply (shown publicly, once)
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        maxLength={REVIEW_RULES.replyMax}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      {reply.error && (
        <p role="alert" className="text-sm text-red-700">
          {reply.error.message}
        </p>
      )}
      <button
        type="submit"
        disabled={reply.isPending || !text.trim()}
        className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        Reply
      </button>
    </form>
  );
}

function ReviewsBody({ shopSlug, membership }: { shopSlug: string; membership: ShopMembership }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useSellerReviews(shopSlug, page);
  if (isPending)
    return <div role="status" aria-busy="true" aria-label="Loading the reviews" className="h-40 animate-pulse rounded-2xl bg-slate-200" />;
  if (isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        The reviews could not be loaded.
      </p>
    );
  if (!data.reviews.length) return <p className="rounded-xl bg-white p-6 text-center text-slate-600">No reviews yet.</p>;
  return (
    <div className="space-y-4">
      {membership.role !== 'owner' && <p className="text-sm text-slate-600">Only the shop’s owner can reply to a review.</p>}
      <ul className="space-y-4">
        {data.reviews.map((review) => (
          <ManagedReviewItem key={review.id} review={review}>
            {membership.role === 'owner' && !review.reply && !review.hidden && <ReplyForm shopSlug={shopSlug} review={review} />}
          </ManagedReviewItem>
        ))}
      </ul>
      <Pager page={page} pages={data.pages} onPage={setPage} />
    </div>
  );
}

/** /seller/:shopSlug/reviews: what shoppers said, newest first; the owner replies once to each (issue 37 item 1). */
export function SellerReviewsPage() {
  const { shopSlug = '' } = useParams();
  return (
    <SellerShell shopSlug={shopSlug} title="Reviews">
      {(membership) => <ReviewsBody shopSlug={shopSlug} membership={membership} />}
    </SellerShell>
  );
}
