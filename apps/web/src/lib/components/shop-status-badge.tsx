import type { ShopHours } from '@campus/contract';
import { useShopStatus } from '@/lib/use-shop-status';

/** "Closed · opens 08:00" or "Paused · back at 13:30" as a small pill (cards, cart); nothing while the shop takes orders. */
export function ShopStatusBadge({ hours, className = '' }: { hours: ShopHours | undefined; className?: string }) {
  const { label } = useShopStatus(hours);
  if (!label) return null;
  return (
    <span
      className={`inline-block rounded-lg bg-amber-100 px-2 py-0.5 text-xs leading-snug font-semibold text-amber-900 ${className}`}
      data-testid="shop-status"
    >
      {label}
    </span>
  );
}

/**
 * The page-wide notice of the shop and product pages: the label, and the owner's reason while paused
 * ("Paused · back at 13:30 — Out of gas, back soon"). `prefix` names the shop on the product page.
 */
export function ShopStatusNotice({ hours, prefix }: { hours: ShopHours | undefined; prefix?: string }) {
  const { label, reason } = useShopStatus(hours);
  if (!label) return null;
  return (
    <p className="w-fit rounded-xl bg-amber-100 px-3 py-1.5 text-sm font-semibold text-amber-900" data-testid="shop-closed">
      {prefix ? `${prefix}: ` : ''}
      {label}
      {reason && <span className="font-normal" data-testid="pause-reason">{` — ${reason}`}</span>}
    </p>
  );
}
