import { Link } from 'react-router';
import type { Rating } from '@campus/contract';
import { paths } from '@/routes/paths';
import { useShopReviews } from '../api/shop-reviews';
import { ReviewList } from './review-list';
import { Stars } from './stars';

/** How many of the latest reviews the shop page shows before "See all". */
const LATEST = 3;

/** The shop page's reviews (issue 37 item 1): the average and count, the latest three, and "See all". */
export function ShopReviews({ slug, rating }: { slug: string; rating?: Rating }) {
  const { data } = useShopReviews(slug);
  const count = rating?.count ?? 0;
  return (
    <section aria-labelledby="shop-reviews" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="shop-reviews" className="text-lg font-semibold text-slate-900">
          Reviews
        </h2>
        {rating && count > 0 && (
          <span className="flex items-center gap-1 text-sm text-slate-700" data-testid="shop-rating">
            <Stars value={Math.round(rating.average)} />
            <span className="font-semibold text-slate-900">{rating.average.toFixed(1)}</span>
            <span>
              ({count} {count === 1 ? 'review' : 'reviews'})
            </span>
          </span>
        )}
      </div>
      {count === 0 ? (
        <p className="text-sm text-slate-600">No reviews yet. Shoppers can rate a shop once their order is delivered.</p>
      ) : (
        data && <ReviewList reviews={data.reviews.slice(0, LATEST)} />
      )}
      {count > LATEST && (
        <Link to={paths.shopReviews(slug)} className="inline-block text-sm font-semibold text-brand-800 hover:underline">
          See all {count} reviews
        </Link>
      )}
    </section>
  );
}
