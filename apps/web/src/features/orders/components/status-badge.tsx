import { ORDER_STATUS_LABELS, type OrderPartStatus } from '@campus/contract';

const TONE: Record<OrderPartStatus, string> = {
  paid: 'bg-slate-100 text-slate-800',
  accepted: 'bg-sky-100 text-sky-900',
  preparing: 'bg-amber-100 text-amber-900',
  ready: 'bg-amber-100 text-amber-900',
  out_for_delivery: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-brand-100 text-brand-800',
  rejected: 'bg-red-100 text-red-800',
  cancelled: 'bg-red-100 text-red-800',
};

export function StatusBadge({ status }: { status: OrderPartStatus }) {
  return (
    <span data-testid="order-status" className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
