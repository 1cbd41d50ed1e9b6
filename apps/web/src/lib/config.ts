import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '@campus/contract';
import { apiRequest } from './api-client';

/** GET config: store name, payment provider and key, support phone (DESIGN §5). */
export const configQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: () => apiRequest<ConfigResponse>('config'), staleTime: Infinity });

export function useAppConfig() {
  return useQuery(configQueryOptions());
}

/** §1 customer service: a chat-message link and a call link to the support number. */
export function supportLinks(phone: string) {
  const digits = phone.replace(/\D/g, '');
  return { chat: `https://wa.me/${digits}`, call: `tel:+${digits}` };
}
