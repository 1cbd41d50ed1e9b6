import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestionsResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** GET product/suggestions?q={text}: at most 5 (§9). */
export const getSuggestions = (text: string, signal?: AbortSignal) =>
  apiRequest<SuggestionsResponse>(`product/suggestions?q=${encodeURIComponent(text)}`, { signal });

export const suggestionsQueryOptions = (text: string) =>
  queryOptions({ queryKey: ['suggestions', text], queryFn: ({ signal }) => getSuggestions(text, signal), staleTime: 60_000 });

/** §5: suggestions only for non-empty text. */
export function useSuggestions(text: string) {
  const trimmed = text.trim();
  return useQuery({ ...suggestionsQueryOptions(trimmed), enabled: trimmed.length > 0, placeholderData: keepPreviousData });
}
