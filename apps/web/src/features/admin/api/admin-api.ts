import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBookRequest,
  AdminBookRequests,
  AdminBookRequestUpdate,
  AdminOrderDetail,
  AdminShop,
  AdminShopCreate,
  AdminShopEdit,
  AdminShops,
  AdminUsers,
  BookRequestStatus,
  MyRoles,
} from '@campus/contract';
import { API_BASE, apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from './use-single-flight-mutation';
import { useSession } from '@/lib/session';
import { tokenStorage } from '@/lib/token-storage';

/** The operator's console calls (issue 21), all signed in. */
const admin = <T>(path: string, options: Parameters<typeof apiRequest>[1] = {}) =>
  apiRequest<T>(`admin/${path}`, { ...options, auth: true });

/** GET me/roles: whether the signed-in account is the operator (for the Account page's entry and the console's guard). */
export function useMyRoles() {
  const { isSignedIn } = useSession();
  return useQuery({
    queryKey: ['me', 'roles'],
    queryFn: ({ signal }) => apiRequest<MyRoles>('me/roles', { auth: true, signal }),
    enabled: isSignedIn,
    retry: false,
  });
}

export const useAdminShops = () =>
  useQuery({ queryKey: ['admin', 'shops'], queryFn: ({ signal }) => admin<AdminShops>('shops', { signal }) });

function useShopChange<V>(call: (vars: V) => Promise<AdminShop>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useCreateShop = () => useShopChange((body: AdminShopCreate) => admin<AdminShop>('shops', { method: 'POST', body }));
export const useEditShop = () =>
  useShopChange(({ id, ...body }: AdminShopEdit & { id: string }) => admin<AdminShop>(`shops/${id}`, { method: 'PATCH', body }));
export const useSuspendShop = () =>
  useShopChange(({ id, ...body }: { id: string; suspended: boolean; name?: string }) =>
    admin<AdminShop>(`shops/${id}/suspension`, { method: 'PUT', body }),
  );

export const useAdminOrder = (id: string) =>
  useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: ({ signal }) => admin<AdminOrderDetail>(`orders/${encodeURIComponent(id)}`, { signal }),
  });

export const useBookRequests = (status: BookRequestStatus | '') =>
  useQuery({
    queryKey: ['admin', 'book-requests', status],
    queryFn: ({ signal }) => admin<AdminBookRequests>(`book-requests${status ? `?status=${status}` : ''}`, { signal }),
  });

export function useUpdateBookRequest() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, ...body }: AdminBookRequestUpdate & { id: string }) =>
      admin<AdminBookRequest>(`book-requests/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The request's picture through the operator-only route: fetched with the token, shown from a blob URL. */
export const useBookRequestImage = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'book-image', id],
    enabled,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const response = await fetch(`${API_BASE}/admin/book-requests/${id}/image`, {
        headers: { authorization: `Bearer ${tokenStorage.get() ?? ''}` },
        signal,
      });
      if (!response.ok) throw new Error('The picture could not be loaded');
      return URL.createObjectURL(await response.blob());
    },
  });

export const useUserLookup = (q: string) =>
  useQuery({
    queryKey: ['admin', 'user', q],
    queryFn: async ({ signal }) => (await admin<AdminUsers>(`users?q=${encodeURIComponent(q)}`, { signal })).users[0] ?? null,
    enabled: q.trim().length >= 3,
    retry: false,
  });

export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (id: string) => admin<{ message: string }>(`users/${id}/revoke-sessions`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST admin/users/{id}/suspend {reason} or …/reinstate: the account stopped (signed out everywhere) or let back in. */
export function useAccountSuspension() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      reason === null
        ? admin<{ message: string }>(`users/${id}/reinstate`, { method: 'POST' })
        : admin<{ message: string }>(`users/${id}/suspend`, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
