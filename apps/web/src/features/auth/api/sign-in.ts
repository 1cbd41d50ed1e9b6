import { useMutation } from '@tanstack/react-query';
import type { SignInBody, SignInResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST user/sign-in {phone_number, password} → {token, userProfile} (§7). */
export const signIn = (body: SignInBody) => apiRequest<SignInResponse>('user/sign-in', { method: 'POST', body });

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
