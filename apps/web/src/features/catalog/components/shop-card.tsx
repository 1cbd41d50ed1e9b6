import { formatNaira, shopCardName, type ShopSummary } from '@campus/contract';
import { Link } from 'react-router';
import { LazyImage } from '@/lib/components/lazy-image';
import { ShopStatusBadge } from '@/lib/components/shop-status-badge';
import { paths } from '@/routes/paths';
import { RatingBadge } from '@/features/reviews/components/rating-badge';
import { responsiveImage } from '@/lib/image-srcset';

/** §2 shop card: first shop image, the name cut per §9, a delivery price badge and, when it takes no orders now, why (issue 36); links to the shop page. */
export function ShopCard({ shop, eager = false }: { shop: ShopSummary; eager?: boolean }) {
  return (
    <Link
      to={paths.shop(shop.slug)}
      className="group block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
      data-testid="shop-card"
    >
      <LazyImage
        src={shop.shop_image[0]}
        {...responsiveImage(shop.shop_image[0], '(min-width: 1024px) 18rem, 50vw')}
        alt=""
        width={400}
        height={300}
        eager={eager}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-col items-start gap-1.5 p-3">
        <h2 className="line-clamp-2 w-full font-semibold break-words text-slate-900" title={shop.name}>
          {shopCardName(shop.name)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
            {shop.deliveryPrice === 0 ? 'Free delivery' : `${formatNaira(shop.deliveryPrice)} delivery`}
          </span>
          <RatingBadge rating={shop.rating} />
          <ShopStatusBadge hours={shop.hours} />
        </div>
      </div>
    </Link>
  );
}
