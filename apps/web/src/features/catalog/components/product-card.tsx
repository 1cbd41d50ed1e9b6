import { TRUNCATE, formatNaira, truncate, type Product } from '@campus/contract';
import { Link } from 'react-router';
import { LazyImage } from '@/lib/components/lazy-image';
import { ShopStatusBadge } from '@/lib/components/shop-status-badge';
import { useShopStatus } from '@/lib/use-shop-status';
import { paths } from '@/routes/paths';
import { responsiveImage } from '@/lib/image-srcset';
import { closedOf, type ShopClosed } from '../product-rules';
import { CardAddButton } from './card-add-button';
import { RatingBadge } from '@/features/reviews/components/rating-badge';

/**
 * A product in a grid: image, title, price and the §4 add button; links to /product-page/{slug}.
 * Search results also show the description cut at 40 and the category name cut at 20 (§9).
 */
export function ProductCard({
  product,
  variant = 'shop',
  eager = false,
  closed = false,
}: {
  product: Product;
  variant?: 'shop' | 'search';
  eager?: boolean;
  /** The shop is closed or paused now: its products cannot be added. */
  closed?: ShopClosed;
}) {
  // Search results mix shops: each card reads its own shop's status (the shop page passes its one `closed`).
  const { status } = useShopStatus(variant === 'search' ? product.shop.hours : undefined);
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="product-card"
    >
      <Link to={paths.product(product.slug)} className="group flex flex-1 flex-col">
        <LazyImage
          src={product.images[0]}
          {...responsiveImage(product.images[0], '(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw')}
          alt=""
          width={400}
          height={300}
          eager={eager}
          className="aspect-[4/3] w-full object-cover"
        />
        <div className="flex flex-1 flex-col gap-1 p-3 pb-2">
          {variant === 'search' && (
            <span className="text-xs font-medium tracking-wide text-brand-700 uppercase">
              {truncate(product.category.name, TRUNCATE.searchCategoryName)}
            </span>
          )}
          <h2 className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-800">{product.productTitle}</h2>
          {variant === 'search' && <span className="truncate text-xs text-slate-500">{product.shop.name}</span>}
          {variant === 'search' && <ShopStatusBadge hours={product.shop.hours} className="w-fit" />}
          {product.rating && <RatingBadge rating={product.rating} newBelow={1} />}
          {variant === 'search' && product.description && (
            <p className="text-sm text-slate-600">{truncate(product.description, TRUNCATE.searchDescription)}</p>
          )}
          <p className="mt-auto font-bold text-slate-900">{formatNaira(product.price)}</p>
        </div>
      </Link>
      <div className="px-3 pb-3">
        <CardAddButton product={product} closed={closed || closedOf(status)} />
      </div>
    </article>
  );
}

/** The grid the shop page and search results share. */
export function ProductGrid({
  products,
  variant = 'shop',
  closed = false,
}: {
  products: Product[];
  variant?: 'shop' | 'search';
  closed?: ShopClosed;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} variant={variant} eager={index < 4} closed={closed} />
        </li>
      ))}
    </ul>
  );
}
