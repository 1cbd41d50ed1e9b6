import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedReviewsPage, MyPartReview, MyReview, ReviewBody, ReviewsPage } from '@campus/contract';
import { API_BASE, ApiError, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { tokenStorage } from '@/lib/token-storage';

/** The review's photo as bytes (JPEG, PNG or WebP up to 10 MB); the server re-encodes it without its metadata. */
async function uploadPhoto(reviewId: string, file: File): Promise<MyReview> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': file.type || 'application/octet-stream' };
  const token = tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE}/user/reviews/${reviewId}/photo`, { method: 'POST', headers, body: file });
  const answer = (await response.json().catch(() => ({}))) as MyReview & { error?: string };
  if (!response.ok) throw new ApiError(response.status, answer.error ?? 'The photo could not be sent.', answer.error);
  return answer;
}

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
    mutationFn: async ({ reviewId, body, photo }: { reviewId?: string; body: ReviewBody; photo?: File }) => {
      const review = reviewId
        ? await apiRequest<MyReview>(`user/reviews/${reviewId}`, { method: 'PUT', auth: true, body })
        : await apiRequest<MyReview>(`user/reviews/parts/${partId}`, { method: 'POST', auth: true, body });
      queryClient.setQueryData<MyPartReview>(partKey(partId), { review });
      if (!photo) return review;
      try {
        return await uploadPhoto(review.id, photo);
      } catch (error) {
        // The review stands; the photo can be added again with Edit.
        toast.error(`Your review was saved, but the photo was not: ${error instanceof ApiError ? error.message : 'please try again.'}`);
        return review;
      }
    },
    onSuccess: (review) => queryClient.setQueryData<MyPartReview>(partKey(partId), { review }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['shop'] }),
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
