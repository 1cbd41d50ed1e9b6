import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryTimeBody, DeliveryTimeList } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from './use-single-flight-mutation';

const timesKey = ['admin', 'delivery-times'] as const;

/** GET admin/delivery-times: the operator's delivery times per hall and for every hall (issue 36). */
export const useDeliveryTimes = () =>
  useQuery({ queryKey: timesKey, queryFn: ({ signal }) => apiRequest<DeliveryTimeList>('admin/delivery-times', { auth: true, signal }) });

/** PUT admin/delivery-times: sets (or with null minutes removes) one time, audited. */
export function useSetDeliveryTime() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: DeliveryTimeBody) => apiRequest<DeliveryTimeList>('admin/delivery-times', { method: 'PUT', body, auth: true }),
    onSuccess: (list: DeliveryTimeList) => queryClient.setQueryData(timesKey, list),
  });
}
