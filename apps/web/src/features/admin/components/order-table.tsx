import { Link } from 'react-router';
import { ORDER_STATUS_LABELS, formatNaira, isOrderPartStatus, marketDateTime, type AdminOrderSummary } from '@campus/contract';
import { paths } from '@/routes/paths';

const cell = 'px-3 py-2 align-top';
/** The order number stays in view while the rest scrolls sideways on a phone (issue 39 item 7). */
const sticky = 'sticky left-0 z-10 bg-white shadow-[1px_0_0_0_var(--color-slate-200)]';

/** Orders as a table: the order number (a link, kept in view), when, the shopper, each shop's part with its status, the total. */
export function OrderTable({ orders, label }: { orders: readonly AdminOrderSummary[]; label: string }) {
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div tabIndex={0} role="region" aria-label={label} className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={`${cell} ${sticky} bg-slate-50`}>
              Order
            </th>
            <th scope="col" className={cell}>
              Placed
            </th>
            <th scope="col" className={cell}>
              Shopper
            </th>
            <th scope="col" className={cell}>
              Shops
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className={`${cell} ${sticky} font-mono font-semibold whitespace-nowrap`}>
                <Link to={paths.adminOrder(order.id)} className="text-brand-800 underline">
                  {order.id}
                </Link>
              </th>
              <td className={`${cell} whitespace-nowrap`}>{marketDateTime(order.createdAt)}</td>
              <td className={cell}>
                {order.shopper.fullName}
                <span className="block text-slate-600">{order.shopper.phone}</span>
              </td>
              <td className={cell}>
                <ul>
                  {order.shops.map((shop, index) => {
                    const status = order.statuses[index] ?? '';
                    return (
                      <li key={`${shop}-${index}`}>
                        {shop}: {isOrderPartStatus(status) ? ORDER_STATUS_LABELS[status] : status}
                      </li>
                    );
                  })}
                </ul>
              </td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{formatNaira(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
