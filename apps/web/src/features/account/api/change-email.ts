import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountChangeResponse, ChangeEmailBody, ChangeEmailStarted, ConfirmEmailChangeBody } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileQueryKey } from './get-profile';

/** POST user/change_email {email, password}: nothing changes yet; a 6-digit code goes to the new address (issue 35). */
export const startEmailChange = (body: ChangeEmailBody) =>
  apiRequest<ChangeEmailStarted>('user/change_email', { method: 'POST', body, auth: true });

/** POST user/change_email/confirm {code}: the email changes; the answer's token carries it (§3 payload). */
export const confirmEmailChange = (body: ConfirmEmailChangeBody) =>
  apiRequest<AccountChangeResponse>('user/change_email/confirm', { method: 'POST', body, auth: true });

export function useStartEmailChange() {
  return useMutation({ mutationFn: startEmailChange });
}

export function useConfirmEmailChange() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: ({ token }) => {
      session.signIn(token);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
