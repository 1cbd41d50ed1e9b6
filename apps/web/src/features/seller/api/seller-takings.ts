import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SellerPart, SellerTakings, TakingsPeriod } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const shopPath = (shopSlug: string, rest: string) => `seller/shops/${encodeURIComponent(shopSlug)}/${rest}`;

export interface TakingsFilters {
  period: TakingsPeriod;
  /** YYYY-MM-DD, or '' for the period's default range. */
  from: string;
  to: string;
}

export function takingsQuery(filters: TakingsFilters): string {
  const query = new URLSearchParams({ period: filters.period });
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return query.toString();
}

/** GET …/takings (owner): per period and in total, in kobo. */
export function useSellerTakings(shopSlug: string, filters: TakingsFilters) {
  return useQuery({
    queryKey: ['seller', shopSlug, 'takings', filters],
    queryFn: ({ signal }) => apiRequest<SellerTakings>(shopPath(shopSlug, `takings?${takingsQuery(filters)}`), { auth: true, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Saves one of the takings' CSV files: fetched with the owner's token (a plain link would carry none)
 * and saved under a name that says which shop, file and range.
 */
export async function downloadTakingsCsv(
  shopSlug: string,
  file: 'parts' | 'summary',
  filters: TakingsFilters,
  fileName: string,
): Promise<void> {
  const csv = await apiRequest<Blob>(shopPath(shopSlug, `takings/${file}.csv?${takingsQuery(filters)}`), { auth: true, file: true });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET …/parts/{id}: one part, for its kitchen ticket. */
export function useSellerPart(shopSlug: string, partId: string) {
  const { isSignedIn } = useSession();
  return useQuery({
    enabled: isSignedIn,
    queryKey: ['seller', shopSlug, 'part', partId],
    queryFn: ({ signal }) => apiRequest<SellerPart>(shopPath(shopSlug, `parts/${encodeURIComponent(partId)}`), { auth: true, signal }),
    retry: false,
  });
}
