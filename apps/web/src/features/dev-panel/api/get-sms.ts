import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsOutbox } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** GET dev/sms: the texts the sandbox SMS provider recorded (development and test only, issue 36). */
export const getSms = (signal?: AbortSignal) => apiRequest<SmsOutbox>('dev/sms', { signal });

export const smsQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'sms'], queryFn: ({ signal }) => getSms(signal), refetchInterval: 5000 });

export function useSms(enabled: boolean) {
  return useQuery({ ...smsQueryOptions(), enabled });
}
