import { useId, useState, type FormEvent } from 'react';
import { REVIEW_RULES, type MyReview } from '@campus/contract';
import { useMyPartReview, useSaveReview } from '../api/reviews';
import { Stars } from './stars';

const STAR_LABELS = ['1 star – poor', '2 stars – fair', '3 stars – good', '4 stars – very good', '5 stars – excellent'];

/**
 * On the shopper's order page, under a delivered part (issue 37 item 1): "Rate this order" (stars as radio
 * buttons, an optional text), then the review with Edit while it may be edited; a hidden one says why.
 */
export function RatePartLoaded({ partId, shopName }: { partId: string; shopName: string }) {
  const { data } = useMyPartReview(partId);
  const [editing, setEditing] = useState(false);
  if (!data) return null;
  const review = data.review;
  if (!review || editing)
    return <ReviewForm partId={partId} shopName={shopName} review={review ?? undefined} onDone={() => setEditing(false)} />;
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="my-review">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">Your review</span>
        <Stars value={review.stars} />
        {review.canEdit && (
          <button type="button" onClick={() => setEditing(true)} className="ml-auto font-semibold text-brand-800 hover:underline">
            Edit
          </button>
        )}
      </div>
      {review.text && <p className="mt-1 break-words whitespace-pre-line text-slate-800">{review.text}</p>}
      {review.photo && <img src={review.photo} alt="Your photo" className="mt-2 max-h-48 rounded-lg" data-testid="my-review-photo" />}
      {review.hidden && (
        <p className="mt-2 rounded bg-amber-50 p-2 text-amber-900" role="status">
          {`This review was hidden by the market: ${review.hidden.reason}`}
        </p>
      )}
      {review.reply && (
        <p className="mt-2 break-words whitespace-pre-line text-slate-800">
          <span className="font-semibold">Reply from {shopName}: </span>
          {review.reply.text}
        </p>
      )}
    </div>
  );
}

function ReviewForm({ partId, shopName, review, onDone }: { partId: string; shopName: string; review?: MyReview; onDone: () => void }) {
  const id = useId();
  const [stars, setStars] = useState(review?.stars ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [missingStars, setMissingStars] = useState(false);
  const [photo, setPhoto] = useState<File | undefined>();
  const save = useSaveReview(partId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stars) {
      setMissingStars(true);
      return;
    }
    save.mutate({ reviewId: review?.id, body: { stars, text }, photo }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3" aria-label={`Rate ${shopName}`} data-testid="rate-form">
      <fieldset>
        <legend className="font-semibold text-slate-900">{review ? 'Edit your review' : 'Rate this order'}</legend>
        <div className="mt-1 flex gap-1" role="radiogroup" aria-required="true">
          {STAR_LABELS.map((label, index) => {
            const value = index + 1;
            return (
              <label key={value} className="cursor-pointer" title={label}>
                <input
                  type="radio"
                  name={`${id}-stars`}
                  value={value}
                  checked={stars === value}
                  onChange={() => {
                    setStars(value);
                    setMissingStars(false);
                  }}
                  className="peer sr-only"
                  aria-label={label}
                />
                <span
                  aria-hidden="true"
                  className={`block text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 ${value <= stars ? 'text-amber-500' : 'text-slate-300'}`}
                >
                  ★
                </span>
              </label>
            );
          })}
        </div>
        {missingStars && (
          <p role="alert" className="text-sm text-red-700">
            Choose from 1 to 5 stars.
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-800">
        What was it like? (optional)
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={REVIEW_RULES.textMax}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:outline-none"
      />
      <p className="text-xs text-slate-600">
        {text.length}/{REVIEW_RULES.textMax}
        {review &&
          ` · You can edit it until ${new Date(review.editableUntil).toLocaleDateString('en-NG', { day: 'numeric', month: 'short', timeZone: 'Africa/Lagos' })}.`}
      </p>
      <label htmlFor={`${id}-photo`} className="block text-sm font-medium text-slate-800">
        {review?.photo ? 'Replace your photo (optional)' : 'Add a photo (optional)'}
      </label>
      <input
        id={`${id}-photo`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => setPhoto(event.target.files?.[0])}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-white file:px-3 file:py-1.5 file:font-medium file:text-slate-800 file:ring-1 file:ring-slate-300"
      />
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={save.isPending}
          className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {review ? 'Save review' : 'Submit review'}
        </button>
        {review && (
          <button
            type="button"
            onClick={onDone}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800"
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
