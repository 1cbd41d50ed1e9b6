/** A shop with fewer reviews than this shows "New" (issue 37 item 1; REVIEW_RULES.newBelow, kept here so a card imports nothing). */
const NEW_BELOW = 3;

/**
 * A rating as a card or a page header shows it: "★ 4.3 (12)", or "New" while there are fewer than 3 reviews.
 * Deliberately tiny (no icon library): every category card carries it.
 */
export function RatingBadge({
  rating,
  className = '',
  newBelow = NEW_BELOW,
}: {
  rating?: { average: number; count: number };
  className?: string;
  /** Below this count "New" is shown instead (a product passes 1: its rating shows from the first review). */
  newBelow?: number;
}) {
  if (!rating || rating.count < newBelow)
    return (
      <span className={`text-xs font-semibold text-emerald-800 ${className}`} data-testid="rating">
        New
      </span>
    );
  const label = `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} reviews`;
  return (
    <span className={`text-xs font-semibold text-slate-800 ${className}`} data-testid="rating" role="img" aria-label={label} title={label}>
      <span className="text-amber-500" aria-hidden="true">
        ★
      </span>{' '}
      <span aria-hidden="true">
        {rating.average.toFixed(1)} ({rating.count})
      </span>
    </span>
  );
}
