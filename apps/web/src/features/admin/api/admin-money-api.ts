import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BanksResponse,
  LedgerQuery,
  LedgerResponse,
  OrderMoney,
  PartRefundResponse,
  PendingPaymentsResponse,
  RefundCheckResponse,
  ResolveAccountBody,
  ResolvedAccount,
  SellerInvitation,
  ShopSettlement,
  ShopSettlementBody,
} from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from './use-single-flight-mutation';

/** The operator's money calls (issue 21; modules/money on the server), all signed in. */
const admin = <T>(path: string, options: Parameters<typeof apiRequest>[1] = {}) =>
  apiRequest<T>(`admin/${path}`, { ...options, auth: true });

/** Paystack's banks: they change rarely, so once a session is enough. */
export const useBanks = () =>
  useQuery({
    queryKey: ['admin', 'banks'],
    queryFn: ({ signal }) => admin<BanksResponse>('banks', { signal }),
    staleTime: Infinity,
  });

export const useResolveAccount = () =>
  useSingleFlightMutation({ mutationFn: (body: ResolveAccountBody) => admin<ResolvedAccount>('banks/resolve', { method: 'POST', body }) });

export interface SettlementView {
  settlement: ShopSettlement | null;
  defaultCommissionPercent: number;
}

export const useSettlement = (shopId: string) =>
  useQuery({
    queryKey: ['admin', 'settlement', shopId],
    queryFn: ({ signal }) => admin<SettlementView>(`shops/${shopId}/settlement`, { signal }),
  });

export function useSaveSettlement(shopId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: ShopSettlementBody) => admin<ShopSettlement>(`shops/${shopId}/settlement`, { method: 'PUT', body }),
    // The shop's row shows whether the bank's name is the shop's (issue 39 item 4): the list is read again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'settlement', shopId] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'shops'] }),
      ]),
  });
}

export const useInviteOwner = (shopId: string) =>
  useSingleFlightMutation({
    mutationFn: (email: string) =>
      admin<SellerInvitation>(`shops/${shopId}/invitations`, { method: 'POST', body: { email, role: 'owner' } }),
  });

export const useOrderMoney = (publicId: string) =>
  useQuery({
    queryKey: ['admin', 'order-money', publicId],
    queryFn: ({ signal }) => admin<OrderMoney>(`orders/${encodeURIComponent(publicId)}/money`, { signal }),
  });

/** Refund a part: the server refunds once whatever the clicks (a repeat answers the same refund). */
export function useRefundPart(publicId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    // The reason is the part's (the shopper reads it) and the audit log's; none given, the server says "Refunded by the market".
    mutationFn: ({ partId, reason }: { partId: string; reason?: string }) =>
      admin<PartRefundResponse>(`order-parts/${partId}/refund`, { method: 'POST', body: reason ? { reason } : {} }),
    // The refund cancels a part that has not left its shop: the order's part cards are read again with the money.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'order-money', publicId] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'order', publicId] }),
      ]),
  });
}

/** Look a refund that needs a check up at Paystack again (decision 084): the server never sends it twice. */
export function useCheckRefund(publicId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (refundId: string) => admin<RefundCheckResponse>(`refunds/${refundId}/check`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'order-money', publicId] }),
  });
}

export const usePendingPayments = () =>
  useQuery({
    queryKey: ['admin', 'payments', 'pending'],
    queryFn: ({ signal }) => admin<PendingPaymentsResponse>('payments/pending', { signal }),
  });

export const useLedger = (query: LedgerQuery) =>
  useQuery({
    queryKey: ['admin', 'ledger', query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from: query.from, to: query.to, ...(query.shopId ? { shopId: query.shopId } : {}) });
      return admin<LedgerResponse>(`ledger?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
