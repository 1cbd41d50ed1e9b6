import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

export const getCategories = (signal?: AbortSignal) => apiRequest<CategoriesResponse>('categories', { signal });

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
