import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const profileQueryKey = ['user', 'profile'] as const;

/** GET user/profile (auth) → fullName, phone_number, hall, email (§7). */
export const getProfile = (signal?: AbortSignal) => apiRequest<UserProfile>('user/profile', { auth: true, signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal), retry: false });

export function useProfile() {
  const { isSignedIn } = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: isSignedIn });
}
