import { formatNaira, type OrderDetail } from '@campus/contract';

/** One shop's lines of an order, with their extras, quantities and prices, and its delivery share (order page, order success). */
export function PartLines({ part }: { part: OrderDetail['parts'][number] }) {
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {part.items.map((item) => (
          <li key={item.productId} className="flex justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.title}</p>
              {item.condiments.length > 0 && (
                <p className="text-xs text-slate-500">{item.condiments.map((c) => `${c.name} (${formatNaira(c.price)})`).join(', ')}</p>
              )}
              <p className="text-slate-600">{`${item.qty} x ${formatNaira(item.unitPrice)}`}</p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900">{formatNaira(item.unitPrice * item.qty)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-100 pt-2 text-sm">
        <span className="text-slate-600">Delivery share</span>
        <span className="font-semibold text-slate-900" data-testid="part-delivery">
          {formatNaira(part.delivery)}
        </span>
      </p>
    </>
  );
}
