import type { PublicReview } from '@campus/contract';
import { Stars } from './stars';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' });

/** Reviews as text (never HTML): stars, the author, the date, what they wrote and the shop's reply. */
export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  return (
    <ul className="space-y-3" data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200" data-testid="review">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Stars value={review.stars} />
            <span className="font-semibold text-slate-900">{review.author}</span>
            <span className="text-slate-600">
              {day(review.createdAt)}
              {review.edited && ' · edited'}
            </span>
          </div>
          {review.text && <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{review.text}</p>}
          {review.photo && (
            <img src={review.photo} alt={`Photo from ${review.author}`} loading="lazy" className="mt-2 max-h-48 rounded-lg" />
          )}
          {review.reply && (
            <div className="mt-2 rounded-lg bg-slate-50 p-2 text-sm" data-testid="review-reply">
              <p className="font-semibold text-slate-900">Reply from the shop</p>
              <p className="break-words whitespace-pre-line text-slate-800">{review.reply.text}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
