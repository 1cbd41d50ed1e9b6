import { useQuery } from '@tanstack/react-query';
import type { MyBookRequests } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

export const myBookRequestsQueryKey = ['me', 'book-requests'] as const;

/** GET user/book-requests (auth): the requests this shopper sent, newest first, with the operator's answer. */
export function useMyBookRequests() {
  return useQuery({
    queryKey: myBookRequestsQueryKey,
    queryFn: ({ signal }) => apiRequest<MyBookRequests>('user/book-requests', { auth: true, signal }),
  });
}
