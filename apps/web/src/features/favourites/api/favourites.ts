import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteKind, Favourites } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const favouritesQueryKey = ['me', 'favourites'] as const;

/** GET user/favourites (auth): the shopper's favourite shops and products; nothing is asked for a visitor. */
export function useFavourites() {
  const { isSignedIn } = useSession();
  return useQuery({
    queryKey: favouritesQueryKey,
    queryFn: ({ signal }) => apiRequest<Favourites>('user/favourites', { auth: true, signal }),
    enabled: isSignedIn,
    staleTime: 60_000,
  });
}

/** PUT or DELETE user/favourites/{kind}/{id} (auth): every answer is the whole list, written into the cache. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, keep }: { kind: FavouriteKind; id: string; keep: boolean }) =>
      apiRequest<Favourites>(`user/favourites/${kind}/${id}`, { method: keep ? 'PUT' : 'DELETE', auth: true }),
    onSuccess: (favourites) => queryClient.setQueryData(favouritesQueryKey, favourites),
  });
}

/** Whether this shop or product is a favourite, once the list is known. */
export function isFavourite(favourites: Favourites | undefined, kind: FavouriteKind, id: string): boolean {
  return Boolean(favourites?.[kind].some((item) => item._id === id));
}
