import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationAccepted,
  InvitationPreview,
  InvitationSignUpBody,
  InvitationSignUpResponse,
  InviteBody,
  SellerInvitation,
  SellerMembers,
} from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { myRolesQueryKey } from '@/features/account/api/get-my-roles';

const membersKey = (shopSlug: string) => ['seller', shopSlug, 'members'] as const;
const invitationPath = (token: string, rest = '') => `seller/invitations/${encodeURIComponent(token)}${rest}`;

/** GET seller/shops/{slug}/members (owner): members and pending invitations. */
export function useSellerMembers(shopSlug: string) {
  return useQuery({
    queryKey: membersKey(shopSlug),
    queryFn: ({ signal }) => apiRequest<SellerMembers>(`seller/shops/${encodeURIComponent(shopSlug)}/members`, { auth: true, signal }),
  });
}

/** POST seller/shops/{slug}/invitations (owner). */
export function useInvite(shopSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) =>
      apiRequest<SellerInvitation>(`seller/shops/${encodeURIComponent(shopSlug)}/invitations`, { method: 'POST', body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(shopSlug) }),
  });
}

/** DELETE seller/shops/{slug}/members/{userId} (owner): take someone off the shop; the last owner stays (409). */
export function useRemoveMember(shopSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<{ message: string }>(`seller/shops/${encodeURIComponent(shopSlug)}/members/${userId}`, { method: 'DELETE', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey(shopSlug) }),
  });
}

/** DELETE seller/shops/{slug}/invitations/{id} (owner): the link opens nothing after this. */
export function useWithdrawInvitation(shopSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest<{ message: string }>(`seller/shops/${encodeURIComponent(shopSlug)}/invitations/${invitationId}`, {
        method: 'DELETE',
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey(shopSlug) }),
  });
}

/** GET seller/invitations/{token}: what the link offers. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['seller', 'invitation', token],
    queryFn: ({ signal }) => apiRequest<InvitationPreview>(invitationPath(token), { signal }),
    retry: false,
  });
}

/** POST seller/invitations/{token}/accept (signed in). */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<InvitationAccepted>(invitationPath(token, '/accept'), { method: 'POST', auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRolesQueryKey }),
  });
}

/** POST seller/invitations/{token}/sign-up: a new account with the invited email, signed in. */
export function useInvitationSignUp(token: string) {
  return useMutation({
    mutationFn: (body: InvitationSignUpBody) =>
      apiRequest<InvitationSignUpResponse>(invitationPath(token, '/sign-up'), { method: 'POST', body }),
  });
}
