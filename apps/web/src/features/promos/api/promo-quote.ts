import { useQuery } from '@tanstack/react-query';
import type { CartResponse, PromoQuote } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST user/promo/quote: what the code takes off the cart now, shop by shop (nothing is held). */
export const quotePromo = (code: string, signal?: AbortSignal) =>
  apiRequest<PromoQuote>('user/promo/quote', { method: 'POST', auth: true, body: { code }, signal });

/** The applied code's quote, asked again whenever the cart's lines or total change. */
export function usePromoQuote(code: string | null, cart: CartResponse | undefined) {
  const cartVersion = cart ? `${cart.grandTotal}|${cart.cart.map((line) => `${line.product._id}:${line.qty}`).join(',')}` : '';
  return useQuery({
    queryKey: ['user', 'promo-quote', code, cartVersion] as const,
    queryFn: ({ signal }) => quotePromo(code ?? '', signal),
    enabled: Boolean(code && cart && cart.cart.length > 0),
    retry: false,
  });
}
