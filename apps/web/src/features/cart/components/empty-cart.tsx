import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';
import { CART_TEXT } from '../cart-messages';

/** §2 empty cart: the message and a way back to the shops. */
export function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-4 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <ShoppingCart className="h-12 w-12 text-slate-300" aria-hidden="true" />
      <p className="text-lg font-medium text-slate-800">{CART_TEXT.empty}</p>
      <Link to={paths.home()} className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
        {CART_TEXT.startAdding}
      </Link>
    </div>
  );
}
