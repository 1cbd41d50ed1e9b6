import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderPage, AdminToday, AuditPage } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** The operator's day, orders list and audit log (issue 39 items 2 and 5), all signed in. */
const admin = <T>(path: string, signal: AbortSignal) => apiRequest<T>(`admin/${path}`, { auth: true, signal });

/** A part turns late and a shop opens with time alone (no event says so): Today is also read this often. */
export const TODAY_REFRESH_MS = 30_000;

/** Only the filters that are set, in a stable order (the cache key and the query string). */
function queryString(filters: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const useAdminToday = () =>
  useQuery({
    queryKey: ['admin', 'today'],
    queryFn: ({ signal }) => admin<AdminToday>('today', signal),
    refetchInterval: TODAY_REFRESH_MS,
  });

export interface AdminOrderFilters {
  q?: string;
  status?: string;
  shopId?: string;
  from?: string;
  to?: string;
  page?: number;
}

export const useAdminOrders = (filters: AdminOrderFilters) => {
  const search = queryString({ ...filters });
  return useQuery({
    queryKey: ['admin', 'orders', search],
    queryFn: ({ signal }) => admin<AdminOrderPage>(`orders${search}`, signal),
    placeholderData: keepPreviousData,
  });
};

export interface AuditFilters {
  actorId?: string;
  shopId?: string;
  kind?: string;
  from?: string;
  to?: string;
  before?: number;
}

export const useAuditLog = (filters: AuditFilters) => {
  const search = queryString({ ...filters, limit: 30 });
  return useQuery({
    queryKey: ['admin', 'audit', search],
    queryFn: ({ signal }) => admin<AuditPage>(`audit${search}`, signal),
    placeholderData: keepPreviousData,
  });
};
