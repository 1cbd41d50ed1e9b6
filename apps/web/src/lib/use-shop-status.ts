import { shopStatus, shopStatusLabel, type ShopHours, type ShopStatus } from '@campus/contract';
import { useClock } from './use-clock';

/**
 * A shop's status now (issue 36 item 5; the one rule in the contract's shop-status.ts) and the label
 * shoppers see: "Closed · opens Mon 08:00", "Paused · back at 13:30", or null while it takes orders.
 * Absent hours mean simply open (the catalog leaves them out then).
 */
export function useShopStatus(hours: ShopHours | undefined): { status: ShopStatus; label: string | null; reason: string } {
  const now = useClock();
  if (!hours) return { status: { kind: 'open' }, label: null, reason: '' };
  const status = shopStatus(hours, now);
  return { status, label: shopStatusLabel(status, hours.timezone), reason: status.kind === 'paused' ? status.reason : '' };
}
