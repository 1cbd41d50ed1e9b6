import { Phone, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { BOOK_SHOP_SLUG, MESSAGES, TRUNCATE, formatNaira, type Product } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { ProductGridSkeleton } from '@/lib/components/skeleton';
import { paths } from '@/routes/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useStateBeforeHydration } from '@/lib/use-state-before-hydration';
import { useShop } from '../api/get-shop';
import { useShopSearch } from '../api/search-shop-products';
import { ProductGrid } from '../components/product-card';
import { ReadMore } from '../components/read-more';
import { ShopStatusNotice } from '@/lib/components/shop-status-badge';
import { useShopStatus } from '@/lib/use-shop-status';
import { ShopPlanLine } from '../components/shop-plan';
import { closedOf, type ShopClosed } from '../product-rules';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { ShopCarousel } from '../components/shop-carousel';
import { RatingBadge } from '@/features/reviews/components/rating-badge';
import { ShopReviews } from '@/features/reviews/components/shop-reviews';
import { OfflineNotice } from '@/lib/components/offline-notice';
import { useOffline } from '@/lib/use-offline';

export const SHOP_LOAD_FAILED = 'Failed to fetch shop data. Please try again.';

/** §2 shop page: image carousel, name, description with Read More, product search and the product grid. */
export function ShopPage() {
  const { slug = '' } = useParams();
  const { data: shop, isPending, isFetching, fetchStatus, error } = useShop(slug);
  const offline = useOffline();
  const notFound = error instanceof ApiError && error.status === 404;
  const { status } = useShopStatus(shop?.hours);

  useEffect(() => {
    // Offline, the page itself says why (no toast on top of it).
    if (error && !notFound && !navigator.onLine) return;
    if (error && !notFound) toast.error(SHOP_LOAD_FAILED);
  }, [error, notFound]);

  // Offline with nothing to show: a retry waiting for the network (paused) or a failed read, asked again on reconnect.
  if (!shop && (fetchStatus === 'paused' || (offline && error && !isFetching))) return <OfflineNotice />;
  if (isPending || (!shop && isFetching)) {
    return (
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-4">
        <div className="aspect-[12/5] animate-pulse rounded-2xl bg-slate-200 md:aspect-[3/1]" />
        <div className="h-8 w-1/2 animate-pulse rounded bg-slate-200" />
        <ProductGridSkeleton />
      </div>
    );
  }
  if (!shop) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="text-lg font-semibold text-slate-800">{notFound ? MESSAGES.shopNotFound : SHOP_LOAD_FAILED}</p>
        <Link to={paths.home()} className="mt-4 inline-block font-semibold text-brand-800 hover:underline">
          Go back home
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-4">
      <ShopCarousel images={shop.shop_image} name={shop.name} categoryName={shop.category.name} />
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-slate-900">{shop.name}</h1>
          <FavouriteButton kind="shops" id={shop._id} name={shop.name} />
          <RatingBadge rating={shop.rating} className="rounded-full bg-white px-2 py-0.5 ring-1 ring-slate-200" />
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
            {shop.deliveryPrice === 0 ? 'Free delivery' : `${formatNaira(shop.deliveryPrice)} delivery`}
          </span>
        </div>
        <ShopStatusNotice hours={shop.hours} />
        <ShopPlanLine plan={shop.plan} />
        {shop.description && <ReadMore text={shop.description} max={TRUNCATE.shopDescription} />}
        {shop.phone && (
          <a href={`tel:${shop.phone}`} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
            <Phone className="h-4 w-4" aria-hidden="true" />
            Call the shop
          </a>
        )}
      </header>
      {shop.slug === BOOK_SHOP_SLUG && (
        <Link to={paths.requestBook()} className="block rounded-xl bg-brand-800 px-4 py-3 text-white hover:bg-brand-900">
          <span className="font-semibold">Can't find the book you need?</span>{' '}
          <span className="text-brand-100">Request it and we will find it for you.</span>
        </Link>
      )}
      <ShopProducts shopId={shop._id} shopName={shop.name} products={shop.products} closed={closedOf(status)} />
      <ShopReviews slug={shop.slug} rating={shop.rating} />
    </div>
  );
}

/** The shop's products, or the answer to the shop search while its box holds text (§5 blank clears). */
function ShopProducts({
  shopId,
  shopName,
  products,
  closed,
}: {
  shopId: string;
  shopName: string;
  products: Product[];
  closed: ShopClosed;
}) {
  const [text, setText] = useState('');
  // The box comes in the server's HTML: what a shopper typed before the scripts ran is searched too.
  const box = useStateBeforeHydration<HTMLInputElement>((input) => {
    if (input.value) setText(input.value);
  });
  const settled = useDebouncedValue(text, 250);
  // §4: while the typed text differs from the searched text, the older answer is not shown as its result.
  const searching = text.trim().length > 0;
  const search = useShopSearch(shopId, settled);
  const current = searching && settled.trim() === text.trim() ? search.data : undefined;

  return (
    <section className="space-y-3" aria-label="Products">
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
        <label htmlFor="shop-search" className="sr-only">
          Search {shopName}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          id="shop-search"
          ref={box}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={`Search ${shopName}`}
          className="w-full rounded-full border border-slate-200 bg-white py-2 pr-3 pl-9 text-sm focus:border-brand-600 focus:outline-none"
        />
      </form>
      {!searching ? (
        products.length ? (
          <ProductGrid products={products} closed={closed} />
        ) : (
          <p className="rounded-xl bg-white p-6 text-center text-slate-600">No items found.</p>
        )
      ) : search.isError && settled.trim() === text.trim() ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          Failed to fetch search results. Please try again later.
        </p>
      ) : !current ? (
        <ProductGridSkeleton />
      ) : current.products.length ? (
        <ProductGrid products={current.products} closed={closed} />
      ) : (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600">No results found for "{text.trim()}"</p>
      )}
    </section>
  );
}
