import type { CartResponse, PromoQuote } from '@campus/contract';
import { useAppliedCode } from './applied-code';
import { usePromoQuote } from './promo-quote';

/** The applied code and its quote for this cart: `quote` only while the code applies, `error` why it does not. */
export function useCartPromo(cart: CartResponse | undefined): { applied: string | null; quote: PromoQuote | undefined; error: unknown } {
  const applied = useAppliedCode();
  const { data, error } = usePromoQuote(applied, cart);
  return { applied, quote: applied && data?.code === applied ? data : undefined, error };
}
