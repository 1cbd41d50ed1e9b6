import { ArrowDown, ArrowUp, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { formatKobo, type SellerProduct, type ShopMembership } from '@campus/contract';
import { consolePaths } from '@/features/seller/components/seller-links';
import { SellerShell } from '@/features/seller/components/seller-shell';
import { StaffPauseControl } from '../components/pause-control';
import { serverErrorText } from '@/lib/api-error-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMoveProduct, useSellerProducts, useSetAvailability } from '../api/seller-catalog-api';
import { Thumbnail } from '../components/thumbnail';
import { RestockSetting } from '../components/restock-setting';
import { StockCountField } from '../components/stock-count-field';

/** /seller/:shopSlug/catalog: the shop's products with search, one-tap availability, units left and the order arrows. */
export function SellerCatalogPage() {
  const { shopSlug = '' } = useParams();
  return (
    <SellerShell shopSlug={shopSlug} title="Catalog">
      {(membership) => <CatalogList membership={membership} />}
    </SellerShell>
  );
}

function CatalogList({ membership }: { membership: ShopMembership }) {
  const shopSlug = membership.slug;
  const owner = membership.role === 'owner';
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 250);
  const { data, isPending, isError, refetch } = useSellerProducts(shopSlug, search);
  const products = data?.products ?? [];
  const searching = search.trim().length > 0;

  return (
    <section aria-label="Products" className="space-y-3 pb-20 md:pb-0">
      {/* The owner pauses from the profile; staff, who have no profile screen, from here (decision 104). */}
      {!owner && <StaffPauseControl shopSlug={shopSlug} />}
      {owner && <RestockSetting shopSlug={shopSlug} />}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="relative flex-1">
          <label htmlFor="catalog-search" className="sr-only">
            Search your products
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input
            id="catalog-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search your products"
            className="w-full rounded-full border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm focus:border-brand-600 focus:outline-none"
          />
        </form>
        {owner && (
          <Link
            to={consolePaths.productNew(shopSlug)}
            className="inline-flex items-center justify-center gap-1.5 rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add product
          </Link>
        )}
      </div>
      {isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          <p>Your products could not be loaded.</p>
          <button type="button" onClick={() => void refetch()} className="mt-1 font-semibold underline">
            Try again
          </button>
        </div>
      ) : isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading products" className="h-48 animate-pulse rounded-2xl bg-slate-200" />
      ) : products.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-700">
          {searching ? `No products match "${search.trim()}".` : 'No products yet.'}
        </p>
      ) : (
        <ol
          className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          aria-label="Your products, in the order shoppers see them"
        >
          {products.map((product, index) => (
            <ProductRow
              key={product.id}
              shopSlug={shopSlug}
              product={product}
              owner={owner}
              // Reordering needs the whole list: not while a search shows part of it.
              canMove={owner && !searching}
              first={index === 0}
              last={index === products.length - 1}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function ProductRow({
  shopSlug,
  product,
  owner,
  canMove,
  first,
  last,
}: {
  shopSlug: string;
  product: SellerProduct;
  owner: boolean;
  canMove: boolean;
  first: boolean;
  last: boolean;
}) {
  const availability = useSetAvailability(shopSlug);
  const move = useMoveProduct(shopSlug);
  const toggle = () =>
    availability.mutate(
      { productId: product.id, isAvailable: !product.isAvailable },
      {
        onSuccess: (saved) => toast.success(`${saved.title} is ${saved.isAvailable ? 'available' : 'out of stock'}`),
        onError: (error) => toast.error(serverErrorText(error, 'The change was not saved. Please try again.')),
      },
    );
  const step = (direction: 'up' | 'down') =>
    move.mutate(
      { productId: product.id, direction },
      { onError: (error) => toast.error(serverErrorText(error, 'The product was not moved. Please try again.')) },
    );
  const arrow = 'rounded-full p-2 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <li className="flex items-center gap-3 p-3" data-testid="seller-product">
      <Thumbnail src={product.images[0]} />
      <div className="min-w-0 flex-1">
        {owner ? (
          <Link
            to={consolePaths.productEdit(shopSlug, product.id)}
            className="block font-semibold wrap-anywhere text-slate-900 hover:underline"
          >
            {product.title}
          </Link>
        ) : (
          <p className="font-semibold wrap-anywhere text-slate-900">{product.title}</p>
        )}
        <p className="text-sm text-slate-700">{formatKobo(product.priceKobo)}</p>
        <StockCountField shopSlug={shopSlug} product={product} />
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={product.isAvailable}
        aria-label={`${product.title} available`}
        disabled={availability.isPending}
        onClick={toggle}
        className={`shrink-0 rounded-full px-3 py-1.5 text-xs font-semibold ring-1 transition ${
          product.isAvailable ? 'bg-emerald-50 text-emerald-800 ring-emerald-300' : 'bg-red-50 text-red-800 ring-red-300'
        }`}
      >
        {product.isAvailable ? 'Available' : 'Out of Stock'}
      </button>
      {canMove && (
        <div className="flex shrink-0 flex-col">
          <button
            type="button"
            className={arrow}
            disabled={first || move.isPending}
            onClick={() => step('up')}
            aria-label={`Move ${product.title} up`}
          >
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={arrow}
            disabled={last || move.isPending}
            onClick={() => step('down')}
            aria-label={`Move ${product.title} down`}
          >
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </li>
  );
}
