import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewsPage } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

// Kept apart from reviews.ts: the route table (every page's first JS) imports it for the shop page's loader.
/** GET shop/{slug}/reviews?page=: a shop's rating and shown reviews, newest first (issue 37 item 1). */
export const shopReviewsQueryOptions = (slug: string, page = 1) =>
  queryOptions({
    queryKey: ['shop', slug, 'reviews', page],
    queryFn: ({ signal }) => apiRequest<ReviewsPage>(`shop/${encodeURIComponent(slug)}/reviews?page=${page}`, { signal }),
    staleTime: 60_000,
  });

export const useShopReviews = (slug: string, page = 1) => useQuery(shopReviewsQueryOptions(slug, page));
