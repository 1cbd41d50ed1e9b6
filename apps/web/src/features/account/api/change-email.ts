import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountChangeResponse, ChangeEmailBody } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileQueryKey } from './get-profile';

/** POST user/change_email {email}; the answer's token carries the new email (§3 payload). */
export const changeEmail = (body: ChangeEmailBody) =>
  apiRequest<AccountChangeResponse>('user/change_email', { method: 'POST', body, auth: true });

export function useChangeEmail() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ token }) => {
      session.signIn(token);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
