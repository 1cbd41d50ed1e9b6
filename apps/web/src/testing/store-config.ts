import type { QueryClient } from '@tanstack/react-query';
import type { ConfigResponse } from '@campus/contract';
import { configQueryOptions } from '@/lib/config';

/** For tests: the store's config (GET config) as the demo store answers it. */
export const STORE_CONFIG: ConfigResponse = {
  storeName: 'Campus Market',
  provider: 'sandbox',
  publicKey: 'pk_test',
  supportPhone: '2348012345678',
  production: false,
};

/** For tests: `queryClient` already holding the store's config, as a page has it from its preload. */
export function withStoreConfig(queryClient: QueryClient): QueryClient {
  queryClient.setQueryData(configQueryOptions().queryKey, STORE_CONFIG);
  return queryClient;
}
