import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordBody } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST user/reset-pass {email, newPassword, resetToken} → {message} (§7; the token is an addition, issue 18). */
export const resetPassword = (body: ResetPasswordBody) => apiRequest<MessageResponse>('user/reset-pass', { method: 'POST', body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
