import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SELLER_CATALOG_MESSAGES,
  type SellerProduct,
  type SellerProductInput,
  type SellerProductsResponse,
  type ShopProfile,
  type ShopProfileInput,
  type UploadedImage,
} from '@campus/contract';
import { API_BASE, ApiError, NETWORK_ERROR, UPLOAD_TIMEOUT_MS, apiRequest } from '@/lib/api-client';
import { tokenStorage } from '@/lib/token-storage';

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

/**
 * POST …/images: the file's bytes as they are (the server judges them, not their claimed type). A body
 * over the server's limit is refused before the pipeline reads it, with the server's generic "Request
 * body is too large": the owner is told the picture's rule instead.
 */
export function useUploadImage(shopSlug: string) {
  return useMutation({
    mutationFn: async (file: File) => {
      try {
        return await apiRequestJson<UploadedImage>(`${shopPath(shopSlug)}/images`, { method: 'POST', raw: file });
      } catch (error) {
        if (error instanceof ApiError && error.status === 413)
          throw new ApiError(413, SELLER_CATALOG_MESSAGES.pictureTooLarge, SELLER_CATALOG_MESSAGES.pictureTooLarge);
        throw error;
      }
    },
  });
}

interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  raw?: Blob;
  signal?: AbortSignal;
}

/** Signed-in JSON calls go through the shared client; a raw upload (its bytes as they are) is sent here. */
async function apiRequestJson<T>(path: string, options: JsonRequest = {}): Promise<T> {
  if (!options.raw) return apiRequest<T>(path, { method: options.method, body: options.body, auth: true, signal: options.signal });
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': options.raw.type || 'application/octet-stream' };
  const token = tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path}`, {
      method: options.method ?? 'POST',
      headers,
      body: options.raw,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, undefined);
  }
  const json = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
  if (!response.ok) throw new ApiError(response.status, json?.error ?? `Upload failed (${response.status})`, json?.error);
  return json as T;
}
