import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchHistoryResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const searchHistoryQueryKey = ['user', 'search-history'] as const;

/** GET user/search-history (auth). */
export const getSearchHistory = (signal?: AbortSignal) => apiRequest<SearchHistoryResponse>('user/search-history', { auth: true, signal });
/** POST user/search-history (auth). */
export const recordSearch = (query: string) =>
  apiRequest<SearchHistoryResponse>('user/search-history', { method: 'POST', auth: true, body: { query } });
/** DELETE user/search-history/{query} (auth). */
export const deleteSearch = (query: string) =>
  apiRequest<SearchHistoryResponse>(`user/search-history/${encodeURIComponent(query)}`, { method: 'DELETE', auth: true });

export const searchHistoryQueryOptions = () =>
  queryOptions({ queryKey: searchHistoryQueryKey, queryFn: ({ signal }) => getSearchHistory(signal), retry: false });

/** The signed-in shopper's previous searches; idle for a visitor. */
export function useSearchHistory() {
  const { isSignedIn } = useSession();
  return useQuery({ ...searchHistoryQueryOptions(), enabled: isSignedIn });
}

/** §8: history errors are only logged, never shown and never in the way of a search. */
const logHistoryError = (error: unknown) => console.error('Search history:', error);

export function useRecordSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSearch,
    onSuccess: (next) => queryClient.setQueryData(searchHistoryQueryKey, next),
    onError: logHistoryError,
  });
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSearch,
    onMutate: async (query) => {
      await queryClient.cancelQueries({ queryKey: searchHistoryQueryKey });
      const previous = queryClient.getQueryData<SearchHistoryResponse>(searchHistoryQueryKey);
      if (previous)
        queryClient.setQueryData(searchHistoryQueryKey, { recentSearches: previous.recentSearches.filter((s) => s.query !== query) });
      return { previous };
    },
    onSuccess: (next) => queryClient.setQueryData(searchHistoryQueryKey, next),
    onError: (error, _query, context) => {
      if (context?.previous) queryClient.setQueryData(searchHistoryQueryKey, context.previous);
      logHistoryError(error);
    },
  });
}
