import { useMutation } from '@tanstack/react-query';
import type { AccountChangeResponse, ChangePasswordBody } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** POST user/change_password {oldPassword, newPassword}; older tokens are revoked, so the fresh one is kept. */
export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<AccountChangeResponse>('user/change_password', { method: 'POST', body, auth: true });

export function useChangePassword() {
  const session = useSession();
  return useMutation({ mutationFn: changePassword, onSuccess: ({ token }) => session.signIn(token) });
}
