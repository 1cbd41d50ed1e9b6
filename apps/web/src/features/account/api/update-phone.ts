import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPhoneBody, MessageResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** POST user/add_phone {phone_number} (§7). */
export const updatePhone = (body: AddPhoneBody) => apiRequest<MessageResponse>('user/add_phone', { method: 'POST', body, auth: true });

export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePhone, onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }) });
}
