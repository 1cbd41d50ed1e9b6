import { ChevronLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/routes/paths';
import { useShop } from '@/features/catalog/api/get-shop';
import { useShopReviews } from '../api/shop-reviews';
import { ReviewList } from '../components/review-list';
import { Stars } from '../components/stars';

/** /shop/:slug/reviews: every shown review of a shop, ten a page (issue 37 item 1, "See all"). */
export function ShopReviewsPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const shop = useShop(slug);
  const { data, error } = useShopReviews(slug, page);
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4">
      <Link to={paths.shop(slug)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {shop.data?.name ?? 'Back to the shop'}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">Reviews{shop.data ? ` of ${shop.data.name}` : ''}</h1>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          The reviews could not be loaded.
        </p>
      )}
      {data && (
        <>
          {data.rating.count > 0 && (
            <p className="flex items-center gap-2 text-slate-800">
              <Stars value={Math.round(data.rating.average)} />
              <span className="font-semibold">{data.rating.average.toFixed(1)} out of 5</span>
              <span>({data.rating.count} reviews)</span>
            </p>
          )}
          {data.reviews.length ? <ReviewList reviews={data.reviews} /> : <p className="text-slate-600">No reviews yet.</p>}
          {data.pages > 1 && (
            <nav aria-label="Review pages" className="flex items-center justify-between">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setParams({ page: String(page - 1) })}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium disabled:opacity-50"
              >
                Newer
              </button>
              <span className="text-sm text-slate-700">
                Page {page} of {data.pages}
              </span>
              <button
                type="button"
                disabled={page >= data.pages}
                onClick={() => setParams({ page: String(page + 1) })}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium disabled:opacity-50"
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
