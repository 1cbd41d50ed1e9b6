import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedReviewsPage, MyPartReview, MyReview, ReviewBody, ReviewsPage } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** GET shop/{slug}/reviews?page=: a shop's rating and shown reviews, newest first (issue 37 item 1). */
export const shopReviewsQueryOptions = (slug: string, page = 1) =>
  queryOptions({
    queryKey: ['shop', slug, 'reviews', page],
    queryFn: ({ signal }) => apiRequest<ReviewsPage>(`shop/${encodeURIComponent(slug)}/reviews?page=${page}`, { signal }),
    staleTime: 60_000,
  });

export const useShopReviews = (slug: string, page = 1) => useQuery(shopReviewsQueryOptions(slug, page));

/** GET product/{slug}/reviews: the reviews of the orders that contained the product. */
export const useProductReviews = (slug: string) =>
  useQuery({
    queryKey: ['product', slug, 'reviews', 1],
    queryFn: ({ signal }) => apiRequest<ReviewsPage>(`product/${encodeURIComponent(slug)}/reviews?page=1`, { signal }),
    staleTime: 60_000,
  });

const partKey = (partId: string) => ['me', 'reviews', partId] as const;

/** GET user/reviews/parts/{partId} (auth): the shopper's review of a delivered part, or null. */
export const useMyPartReview = (partId: string) =>
  useQuery({
    queryKey: partKey(partId),
    queryFn: ({ signal }) => apiRequest<MyPartReview>(`user/reviews/parts/${partId}`, { auth: true, signal }),
  });

/** POST user/reviews/parts/{partId}, or PUT user/reviews/{id} when editing. */
export function useSaveReview(partId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId?: string; body: ReviewBody }) =>
      reviewId
        ? apiRequest<MyReview>(`user/reviews/${reviewId}`, { method: 'PUT', auth: true, body })
        : apiRequest<MyReview>(`user/reviews/parts/${partId}`, { method: 'POST', auth: true, body }),
    onSuccess: (review) => {
      queryClient.setQueryData<MyPartReview>(partKey(partId), { review });
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
    },
  });
}

/** The shop console's list and the owner's reply. */
export function useSellerReviews(shopSlug: string, page: number) {
  return useQuery({
    queryKey: ['seller', shopSlug, 'reviews', page],
    queryFn: ({ signal }) =>
      apiRequest<ManagedReviewsPage>(`seller/shops/${encodeURIComponent(shopSlug)}/reviews?page=${page}`, { auth: true, signal }),
  });
}

export function useReplyToReview(shopSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiRequest<{ ok: true }>(`seller/shops/${encodeURIComponent(shopSlug)}/reviews/${id}/reply`, {
        method: 'PUT',
        auth: true,
        body: { text },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller', shopSlug, 'reviews'] }),
  });
}

/** The operator's list and hide. */
export function useAdminReviews(page: number) {
  return useQuery({
    queryKey: ['admin', 'reviews', page],
    queryFn: ({ signal }) => apiRequest<ManagedReviewsPage>(`admin/reviews?page=${page}`, { auth: true, signal }),
  });
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<{ ok: true }>(`admin/reviews/${id}/hide`, { method: 'POST', auth: true, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  });
}
