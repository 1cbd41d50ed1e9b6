import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromoCode, PromoCodeInput, PromoCodeList } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * Where a list of codes lives: the market's (`admin/promo-codes`, the operator) or one shop's
 * (`seller/shops/{slug}/promo-codes`, its owner). Issue 38 item 3.
 */
export type PromoCodesPlace = { kind: 'market' } | { kind: 'shop'; shopSlug: string };

const base = (place: PromoCodesPlace) =>
  place.kind === 'market' ? 'admin/promo-codes' : `seller/shops/${encodeURIComponent(place.shopSlug)}/promo-codes`;
const key = (place: PromoCodesPlace) => ['promo-codes', place.kind === 'market' ? '' : place.shopSlug] as const;

export function usePromoCodes(place: PromoCodesPlace) {
  return useQuery({ queryKey: key(place), queryFn: ({ signal }) => apiRequest<PromoCodeList>(base(place), { auth: true, signal }) });
}

export function useCreatePromoCode(place: PromoCodesPlace) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PromoCodeInput) => apiRequest<PromoCode>(base(place), { method: 'POST', body: input, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(place) }),
  });
}

export function useDisablePromoCode(place: PromoCodesPlace) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<PromoCode>(`${base(place)}/${id}/disable`, { method: 'POST', auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(place) }),
  });
}
