import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { defaultSelection, formatNaira } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/routes/paths';
import { useProduct } from '../api/get-product';
import { AvailabilityBadge } from '../components/availability-badge';
import { ExtrasAccordion } from '../components/extras-accordion';
import { ProductGallery } from '../components/product-gallery';
import { ProductBuyBar } from '../components/product-buy-bar';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { choiceGroups, closedOf, productTotal } from '../product-rules';
import { ShopStatusNotice } from '@/lib/components/shop-status-badge';
import { useShopStatus } from '@/lib/use-shop-status';
import { ShopPlanLine } from '../components/shop-plan';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { OfflineNotice } from '@/lib/components/offline-notice';
import { useOffline } from '@/lib/use-offline';

export const PRODUCT_LOAD_FAILED = 'Failed to fetch product details';

/** §2 product page: gallery, title, availability, live total, extras, the §4 button (with a quantity, sticky on a phone) and the description. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, isPending, isFetching, fetchStatus, error } = useProduct(slug);
  const offline = useOffline();
  // Selections belong to one product: another slug starts from its groups' defaults (issue 38), as does the quantity.
  const [selection, setSelection] = useState<{ slug: string; names: string[]; qty: number } | null>(null);
  const mine = selection?.slug === slug ? selection : null;
  const selected = mine?.names ?? (product ? defaultSelection(choiceGroups(product)) : []);
  const quantity = mine?.qty ?? 1;
  const notFound = error instanceof ApiError && error.status === 404;
  const { status } = useShopStatus(product?.shop.hours);

  useEffect(() => {
    // Offline, the page itself says why (no toast on top of it).
    if (error && !notFound && !navigator.onLine) return;
    if (error && !notFound) toast.error(PRODUCT_LOAD_FAILED);
  }, [error, notFound]);

  // Offline with nothing to show: a retry waiting for the network (paused) or a failed read, asked again on reconnect.
  if (!product && (fetchStatus === 'paused' || (offline && error && !isFetching))) return <OfflineNotice />;
  if (isPending || (!product && isFetching)) return <ProductPageSkeleton />;
  if (!product) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="text-lg font-semibold text-slate-800">{notFound ? 'Product not found' : PRODUCT_LOAD_FAILED}</p>
        <Link to={paths.home()} className="mt-4 inline-block font-semibold text-brand-800 hover:underline">
          Go back home
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-4 md:grid-cols-2 md:gap-10 md:py-8">
      <ProductGallery images={product.images} title={product.productTitle} />
      <div className="flex flex-col gap-4">
        <Link to={paths.shop(product.shop.slug)} className="text-sm font-medium text-brand-700 hover:underline">
          {product.shop.name}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{product.productTitle}</h1>
          <div className="flex items-center gap-2">
            <AvailabilityBadge isAvailable={product.isAvailable} />
            <FavouriteButton kind="products" id={product._id} name={product.productTitle} />
          </div>
        </div>
        <p className="text-2xl font-bold text-brand-900" data-testid="product-total" aria-live="polite">
          {formatNaira(productTotal(product, selected))}
        </p>
        {product.extras.length > 0 && (
          <ExtrasAccordion product={product} selected={selected} onChange={(names) => setSelection({ slug, names, qty: quantity })} />
        )}
        <ShopStatusNotice hours={product.shop.hours} prefix={product.shop.name} />
        <ProductBuyBar
          product={product}
          selected={selected}
          quantity={quantity}
          onQuantity={(qty) => setSelection({ slug, names: selected, qty })}
          closed={closedOf(status)}
        />
        <ShopPlanLine plan={product.shop.plan} />
        <section>
          <h2 className="mb-1 font-semibold text-slate-900">Description</h2>
          <p className="text-slate-700">{product.description.trim() ? product.description : 'No description available.'}</p>
        </section>
        <ProductReviews slug={product.slug} rating={product.rating} />
      </div>
    </div>
  );
}

function ProductPageSkeleton() {
  return (
    <div
      className="mx-auto grid max-w-6xl animate-pulse gap-6 px-4 py-4 md:grid-cols-2 md:py-8"
      role="status"
      aria-busy="true"
      aria-label="Loading"
    >
      <div className="aspect-square rounded-2xl bg-slate-200" />
      <div className="space-y-4">
        <div className="h-8 w-3/4 rounded bg-slate-200" />
        <div className="h-7 w-1/3 rounded bg-slate-200" />
        <div className="h-12 rounded-full bg-slate-200" />
        <div className="h-20 rounded bg-slate-200" />
      </div>
    </div>
  );
}
