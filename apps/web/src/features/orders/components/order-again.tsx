import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';
import { serverErrorText } from '@/lib/api-error-text';
import { useOrderAgain } from '../api/use-order-again';

/**
 * "Order again" (issue 37 item 2): one tap puts the order's lines that are still sold as they were
 * paid for back in the cart; what changed (price, stock, extras, a closed shop) is listed, never added.
 */
export function OrderAgain({ orderId }: { orderId: string }) {
  const again = useOrderAgain(orderId);
  const answer = again.data;
  return (
    <section aria-label="Order again" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <button
        type="button"
        onClick={() => again.mutate()}
        disabled={again.isPending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {again.isPending ? 'Adding…' : 'Order again'}
      </button>
      {again.isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {serverErrorText(again.error, 'Nothing was added. Please try again.')}
        </p>
      )}
      {answer && (
        <div role="status" className="mt-3 space-y-2 text-sm" data-testid="order-again-result">
          {answer.added.length > 0 ? (
            <p className="text-emerald-900">
              {`Added to your cart: ${answer.added.map((line) => `${line.qty} × ${line.title}`).join(', ')}. `}
              <Link to={paths.cart()} className="font-semibold underline">
                Go to cart
              </Link>
            </p>
          ) : (
            <p className="text-slate-800">Nothing was added to your cart.</p>
          )}
          {answer.skipped.length > 0 && (
            <div className="rounded-xl bg-amber-50 p-3 text-amber-950">
              <p className="font-semibold">Not added, because it changed:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {answer.skipped.map((line) => (
                  <li key={line.productId}>{line.message}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
