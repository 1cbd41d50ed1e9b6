import type { Rating } from '@campus/contract';
import { useProductReviews } from '../api/reviews';
import { ReviewList } from './review-list';
import { Stars } from './stars';

/** What shoppers said of the orders that contained this product (issue 37 item 1); nothing while there is no review. */
export function ProductReviews({ slug, rating }: { slug: string; rating?: Rating }) {
  if (!rating?.count) return null;
  return <ProductReviewsLoaded slug={slug} rating={rating} />;
}

function ProductReviewsLoaded({ slug, rating }: { slug: string; rating: Rating }) {
  const { data } = useProductReviews(slug);
  return (
    <section aria-labelledby="product-reviews" className="space-y-2">
      <h2 id="product-reviews" className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        Reviews
        <Stars value={Math.round(rating.average)} size="text-sm" />
        <span className="text-sm font-normal text-slate-700">
          {rating.average.toFixed(1)} ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
        </span>
      </h2>
      {data && <ReviewList reviews={data.reviews.slice(0, 5)} />}
    </section>
  );
}
