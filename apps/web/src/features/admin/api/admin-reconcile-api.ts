import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayoutsResponse,
  PeriodQuery,
  RecordPayoutBody,
  RecordPayoutResponse,
  ReversePayoutBody,
  ReversePayoutResponse,
  SettlementChecksResponse,
} from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from './use-single-flight-mutation';

/** Issue 39 item 3's calls: settlements against the ledger, payouts, the ledger's CSV (modules/money on the server). */
const periodParams = (query: PeriodQuery) =>
  new URLSearchParams({ from: query.from, to: query.to, ...(query.shopId ? { shopId: query.shopId } : {}) }).toString();

export const useSettlementChecks = (query: PeriodQuery) =>
  useQuery({
    queryKey: ['admin', 'settlements', query],
    queryFn: ({ signal }) => apiRequest<SettlementChecksResponse>(`admin/settlements?${periodParams(query)}`, { auth: true, signal }),
    placeholderData: keepPreviousData,
    // Paystack is asked once per shop: not again on every focus.
    staleTime: 60_000,
    retry: false,
  });

export const usePayouts = (query: PeriodQuery) =>
  useQuery({
    queryKey: ['admin', 'payouts', query],
    queryFn: ({ signal }) => apiRequest<PayoutsResponse>(`admin/payouts?${periodParams(query)}`, { auth: true, signal }),
    placeholderData: keepPreviousData,
  });

/** Record a payout: one request at a time, and the server records one per shop and reference whatever arrives. */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ shopId, body }: { shopId: string; body: RecordPayoutBody }) =>
      apiRequest<RecordPayoutResponse>(`admin/shops/${shopId}/payouts`, { method: 'POST', body, auth: true }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'ledger'] }),
      ]);
    },
  });
}

/** Reverse a payout recorded by mistake (with a reason): it stays listed and the shop is owed its amount again. */
export function useReversePayout() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ payoutId, body }: { payoutId: string; body: ReversePayoutBody }) =>
      apiRequest<ReversePayoutResponse>(`admin/payouts/${payoutId}/reverse`, { method: 'POST', body, auth: true }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'ledger'] }),
      ]);
    },
  });
}

/** The ledger of the period as a CSV file, saved by the browser. */
export async function downloadLedgerCsv(query: PeriodQuery): Promise<void> {
  const csv = await apiRequest<Blob>(`admin/ledger.csv?${periodParams(query)}`, { auth: true, file: true });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = `campus-market-ledger-${query.from}-to-${query.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
