import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, SignUpBody } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST user/sign-up with the §3 payload; level, address and course go as empty strings. */
export const signUp = (body: SignUpBody) => apiRequest<MessageResponse>('user/sign-up', { method: 'POST', body });

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
