import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SELLER_CATALOG_LIMITS,
  SELLER_CATALOG_MESSAGES,
  type SellerProduct,
  type SellerProductInput,
  type SellerProductsResponse,
  type ShopProfile,
  type PauseBody,
  type PauseState,
  type ShopProfileInput,
  type UploadedImage,
} from '@campus/contract';
import { API_BASE, ApiError, apiRequest } from '@/lib/api-client';
import { tokenStorage } from '@/lib/token-storage';
import { downscalePicture } from '../upload/picture-downscale';
import { uploadWithProgress } from '../upload/upload-with-progress';

/** The console's catalog calls (issue 20): /seller/shops/{shopSlug}/… */
const shopPath = (shopSlug: string) => `seller/shops/${encodeURIComponent(shopSlug)}`;

export const sellerKeys = {
  products: (shopSlug: string) => ['seller', shopSlug, 'products'] as const,
  productList: (shopSlug: string, search: string) => ['seller', shopSlug, 'products', 'list', search] as const,
  product: (shopSlug: string, id: string) => ['seller', shopSlug, 'products', 'one', id] as const,
  profile: (shopSlug: string) => ['seller', shopSlug, 'profile'] as const,
};

export function useSellerProducts(shopSlug: string, search: string) {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  return useQuery({
    queryKey: sellerKeys.productList(shopSlug, search.trim()),
    queryFn: ({ signal }) => apiRequestJson<SellerProductsResponse>(`${shopPath(shopSlug)}/products${query}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useSellerProduct(shopSlug: string, productId: string | undefined) {
  return useQuery({
    queryKey: sellerKeys.product(shopSlug, productId ?? ''),
    queryFn: ({ signal }) => apiRequestJson<SellerProduct>(`${shopPath(shopSlug)}/products/${productId}`, { signal }),
    enabled: Boolean(productId),
  });
}

/** After any product write: the lists and forms of this shop are asked again. */
function useInvalidateProducts(shopSlug: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sellerKeys.products(shopSlug) });
}

export function useSaveProduct(shopSlug: string, productId: string | undefined) {
  const invalidate = useInvalidateProducts(shopSlug);
  return useMutation({
    mutationFn: (input: SellerProductInput) =>
      apiRequestJson<SellerProduct>(productId ? `${shopPath(shopSlug)}/products/${productId}` : `${shopPath(shopSlug)}/products`, {
        method: productId ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct(shopSlug: string) {
  const invalidate = useInvalidateProducts(shopSlug);
  return useMutation({
    mutationFn: (productId: string) =>
      apiRequestJson<{ message: string }>(`${shopPath(shopSlug)}/products/${productId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSetAvailability(shopSlug: string) {
  const invalidate = useInvalidateProducts(shopSlug);
  return useMutation({
    mutationFn: ({ productId, isAvailable }: { productId: string; isAvailable: boolean }) =>
      apiRequestJson<SellerProduct>(`${shopPath(shopSlug)}/products/${productId}/availability`, { method: 'PUT', body: { isAvailable } }),
    onSuccess: invalidate,
  });
}

export function useMoveProduct(shopSlug: string) {
  const invalidate = useInvalidateProducts(shopSlug);
  return useMutation({
    mutationFn: ({ productId, direction }: { productId: string; direction: 'up' | 'down' }) =>
      apiRequestJson<SellerProductsResponse>(`${shopPath(shopSlug)}/products/${productId}/move`, { method: 'POST', body: { direction } }),
    onSuccess: invalidate,
  });
}

export function useShopProfile(shopSlug: string) {
  return useQuery({
    queryKey: sellerKeys.profile(shopSlug),
    queryFn: ({ signal }) => apiRequestJson<ShopProfile>(`${shopPath(shopSlug)}/profile`, { signal }),
  });
}

export function useSaveProfile(shopSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopProfileInput) => apiRequestJson<ShopProfile>(`${shopPath(shopSlug)}/profile`, { method: 'PUT', body: input }),
    onSuccess: (profile) => client.setQueryData(sellerKeys.profile(shopSlug), profile),
  });
}

export function useSetOpen(shopSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isOpen: boolean) => apiRequestJson<ShopProfile>(`${shopPath(shopSlug)}/open`, { method: 'PUT', body: { isOpen } }),
    onSuccess: (profile) => client.setQueryData(sellerKeys.profile(shopSlug), profile),
  });
}

const pauseKey = (shopSlug: string) => ['seller', shopSlug, 'pause'] as const;

/** GET …/pause: the pause alone, for staff, who do not see the owner's profile (issue 36). */
export function useShopPause(shopSlug: string) {
  return useQuery({
    queryKey: pauseKey(shopSlug),
    queryFn: ({ signal }) => apiRequestJson<PauseState>(`${shopPath(shopSlug)}/pause`, { signal }),
  });
}

/** Pauses new orders for a while with a reason (issue 36), or with `null` reopens now. */
export function useSetPause(shopSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pause: PauseBody | null) =>
      apiRequestJson<ShopProfile>(`${shopPath(shopSlug)}/pause`, pause ? { method: 'PUT', body: pause } : { method: 'DELETE' }),
    onSuccess: (profile) => {
      // Staff read the pause alone; the owner's profile is kept only where it was read.
      const { pausedUntil, pauseReason, statusLabel } = profile;
      client.setQueryData<PauseState>(pauseKey(shopSlug), { pausedUntil, pauseReason, statusLabel });
      if (client.getQueryData(sellerKeys.profile(shopSlug))) client.setQueryData(sellerKeys.profile(shopSlug), profile);
    },
  });
}

/** Where a picture's upload is: made smaller in the browser, its bytes going up, or the server processing it. */
export type UploadStage = { step: 'preparing' } | { step: 'sending'; sent: number } | { step: 'processing' };

/**
 * POST …/images: the picture made smaller in the browser first (decision 088), then its bytes as they are (the
 * server judges them, not their claimed type), with the share sent so far in `stage`. A body over the server's
 * limit is refused before the pipeline reads it, with the server's generic "Request body is too large": the owner
 * is told the picture's rule instead.
 */
export function useUploadImage(shopSlug: string) {
  const [stage, setStage] = useState<UploadStage | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setStage({ step: 'preparing' });
      const body = await downscalePicture(file);
      const tooLarge = new ApiError(413, SELLER_CATALOG_MESSAGES.pictureTooLarge, SELLER_CATALOG_MESSAGES.pictureTooLarge);
      // Checked after downsizing: a large camera photo that the browser made small goes up.
      if (body.size > SELLER_CATALOG_LIMITS.pictureBytesMax) throw tooLarge;
      setStage({ step: 'sending', sent: 0 });
      const headers: Record<string, string> = { accept: 'application/json', 'content-type': body.type || 'application/octet-stream' };
      const token = tokenStorage.get();
      if (token) headers.authorization = `Bearer ${token}`;
      try {
        return await uploadWithProgress<UploadedImage>(`${API_BASE}/${shopPath(shopSlug)}/images`, body, headers, (sent) =>
          setStage(sent >= 1 ? { step: 'processing' } : { step: 'sending', sent }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 413) throw tooLarge;
        throw error;
      }
    },
    onSettled: () => setStage(null),
  });
  return { mutation, stage };
}

interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Signed-in JSON calls go through the shared client (pictures go up through uploadWithProgress). */
function apiRequestJson<T>(path: string, options: JsonRequest = {}): Promise<T> {
  return apiRequest<T>(path, { method: options.method, body: options.body, auth: true, signal: options.signal });
}
