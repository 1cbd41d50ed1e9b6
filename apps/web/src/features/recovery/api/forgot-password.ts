import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ForgotPasswordResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST user/forgot-pass {email}: sends a code; also the resend (§7). */
export const forgotPassword = (body: ForgotPasswordBody) =>
  apiRequest<ForgotPasswordResponse>('user/forgot-pass', { method: 'POST', body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
