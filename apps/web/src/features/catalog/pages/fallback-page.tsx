import { Link, Navigate, useParams } from 'react-router';
import { paths } from '@/routes/paths';
import { useShop } from '../api/get-shop';

/** §2 fallback: the first path segment may be a shop slug; otherwise the 404 page. */
export function FallbackPage() {
  // The address's first segment as the router read it: decoded, or as written when its escapes do not
  // decode (a link cut mid-escape), as the server reads it too.
  const params = useParams();
  const segment = (params.categoryParam ?? params['*'] ?? '').split('/')[0] ?? '';
  const { data: shop, isPending } = useShop(segment);

  if (segment && isPending) {
    return (
      <p className="p-8 text-center text-slate-600" role="status">
        Checking shop slug...
      </p>
    );
  }
  if (shop) return <Navigate to={paths.shop(shop.slug)} replace />;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 - Page Not Found</h1>
      <p className="text-slate-600">Oops! Looks like this page doesn’t exist.</p>
      <Link to={paths.home()} className="mt-2 rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900">
        Go back home
      </Link>
    </div>
  );
}
