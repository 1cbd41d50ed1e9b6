import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** GET dev/outbox: the latest mail written to the outbox (development and test only). */
export const getOutbox = (signal?: AbortSignal) => apiRequest<OutboxResponse>('dev/outbox?limit=20', { signal });

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'outbox'], queryFn: ({ signal }) => getOutbox(signal), refetchInterval: 5000 });

export function useOutbox(enabled: boolean) {
  return useQuery({ ...outboxQueryOptions(), enabled });
}
