import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRoles, ShopMembership } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const myRolesQueryKey = ['me', 'roles'] as const;

/** GET me/roles (auth): the shops the account runs, with its role there, and whether it is the operator. */
export const getMyRoles = (signal?: AbortSignal) => apiRequest<MyRoles>('me/roles', { auth: true, signal });

export const myRolesQueryOptions = () =>
  queryOptions({ queryKey: myRolesQueryKey, queryFn: ({ signal }) => getMyRoles(signal), staleTime: 60_000 });

/** The signed-in account's roles (nothing is asked for a visitor). */
export function useMyRoles() {
  const { isSignedIn } = useSession();
  return useQuery({ ...myRolesQueryOptions(), enabled: isSignedIn });
}

/** The account's membership of the shop with this slug, once the roles are loaded. */
export function membershipOf(roles: MyRoles | undefined, shopSlug: string): ShopMembership | undefined {
  return roles?.shops.find((shop) => shop.slug === shopSlug);
}
