import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { formatNaira, shopStatusLabelAt, type Favourites } from '@campus/contract';
import { responsiveImage } from '@/lib/image-srcset';
import { paths } from '@/routes/paths';
import { RequireSignIn } from '@/features/account/components/require-sign-in';
import { BackToAccount } from '@/features/account/components/back-link';
import { useFavourites } from '../api/favourites';
import { FavouriteButton } from '../components/favourite-button';

/** "Closed · opens Mon 08:00" or "Paused · back at 13:30" for a shop that takes no orders now; null while it does. */
const closedNow = (shop: Pick<Favourites['shops'][number], 'hours'>) => (shop.hours ? shopStatusLabelAt(shop.hours, new Date()) : null);

const card = 'flex items-center gap-3 px-4 py-3';
const thumb = 'h-14 w-14 shrink-0 rounded-xl bg-slate-100 object-cover';

function FavouriteLists({ favourites }: { favourites: Favourites }) {
  if (favourites.shops.length === 0 && favourites.products.length === 0)
    return (
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <Heart className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="mt-2 text-slate-700">Tap the heart on a shop or a dish to keep it here.</p>
      </div>
    );
  return (
    <div className="space-y-6">
      {favourites.shops.length > 0 && (
        <section aria-labelledby="favourite-shops">
          <h2 id="favourite-shops" className="mb-2 text-lg font-semibold text-slate-900">
            Shops
          </h2>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {favourites.shops.map((shop) => (
              <li key={shop._id} className={card} data-testid="favourite-shop">
                {shop.image ? (
                  <img src={shop.image} {...responsiveImage(shop.image, '56px')} alt="" width={56} height={56} className={thumb} />
                ) : (
                  <span className={thumb} />
                )}
                <Link to={paths.shop(shop.slug)} className="min-w-0 flex-1">
                  <span className="block font-semibold wrap-anywhere text-slate-900">{shop.name}</span>
                  {closedNow(shop) && <span className="text-sm font-medium text-amber-800">{closedNow(shop)}</span>}
                </Link>
                <FavouriteButton kind="shops" id={shop._id} name={shop.name} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {favourites.products.length > 0 && (
        <section aria-labelledby="favourite-products">
          <h2 id="favourite-products" className="mb-2 text-lg font-semibold text-slate-900">
            Products
          </h2>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {favourites.products.map((product) => (
              <li key={product._id} className={card} data-testid="favourite-product">
                {product.image ? (
                  <img src={product.image} {...responsiveImage(product.image, '56px')} alt="" width={56} height={56} className={thumb} />
                ) : (
                  <span className={thumb} />
                )}
                <Link to={paths.product(product.slug)} className="min-w-0 flex-1">
                  <span className="block font-semibold wrap-anywhere text-slate-900">{product.productTitle}</span>
                  <span className="block text-sm text-slate-600">{`${product.shop.name} · ${formatNaira(product.price)}`}</span>
                  {product.isAvailable === false && <span className="text-sm font-medium text-red-700">Out of Stock</span>}
                  {closedNow(product.shop) && <span className="block text-sm font-medium text-amber-800">{closedNow(product.shop)}</span>}
                </Link>
                <FavouriteButton kind="products" id={product._id} name={product.productTitle} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function FavouritesView() {
  const { data, isPending, isError, refetch } = useFavourites();
  if (isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading your favourites" className="h-40 animate-pulse rounded-2xl bg-slate-200" />
    );
  if (isError)
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <p>Your favourites could not be loaded.</p>
        <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold underline">
          Try again
        </button>
      </div>
    );
  return <FavouriteLists favourites={data} />;
}

/** /favourites: the shops and products the shopper keeps, as they sell now (issue 37 item 3). */
export function FavouritesPage() {
  return (
    <RequireSignIn>
      <BackToAccount />
      <div className="mx-auto w-full max-w-md px-4 pt-4 pb-8">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Favourites</h1>
        <FavouritesView />
      </div>
    </RequireSignIn>
  );
}
