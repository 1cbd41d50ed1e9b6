import { Clock } from 'lucide-react';
import { deliveryMinutesTo, planLabel, type ShopPlan } from '@campus/contract';
import { useSession } from '@/lib/session';

/**
 * "About 25–35 min to Queen Esther" (issue 36 item 6): the shop's typical time plus the operator's delivery
 * time to the shopper's hall; the hall-less form for a shopper signed out or without a hall yet. The hall is
 * the browser's to know (the server renders signed out), so hydration meets the server's hall-less line.
 */
export function ShopPlanLine({ plan }: { plan: ShopPlan | undefined }) {
  const { user } = useSession();
  if (!plan) return null;
  const hall = user?.hall || undefined;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-slate-700" data-testid="shop-plan">
      <Clock className="h-4 w-4 text-slate-500" aria-hidden="true" />
      {planLabel(plan.prepMinutes, deliveryMinutesTo(plan.deliveryMinutes, hall), hall)}
    </p>
  );
}
