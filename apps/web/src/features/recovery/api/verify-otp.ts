import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST user/verify-otp {email, otp as a number} → {message, userId, resetToken} (§7; the token is an addition, issue 18). */
export const verifyOtp = (body: { email: string; otp: number }) =>
  apiRequest<VerifyOtpResponse>('user/verify-otp', { method: 'POST', body });

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
