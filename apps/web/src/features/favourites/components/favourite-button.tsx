import { Heart } from 'lucide-react';
import type { FavouriteKind } from '@campus/contract';
import { toast } from '@/lib/toast';
import { serverErrorText } from '@/lib/api-error-text';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { isFavourite, useFavourites, useSetFavourite } from '../api/favourites';

/**
 * The heart on a shop or product page (issue 37 item 3). Signed out it asks to sign in, as the cart
 * does; it shows the saved state only once the page is the browser's, so hydration meets the server's HTML.
 */
export function FavouriteButton({ kind, id, name }: { kind: FavouriteKind; id: string; name: string }) {
  const hydrated = useHydrated();
  const { isSignedIn, openSignInModal } = useSession();
  const { data } = useFavourites();
  const setFavourite = useSetFavourite();
  const pending = setFavourite.isPending ? setFavourite.variables : undefined;
  const saved = hydrated && (pending ? pending.keep : isFavourite(data, kind, id));
  const onClick = () => {
    if (!isSignedIn) {
      openSignInModal();
      return;
    }
    setFavourite.mutate(
      { kind, id, keep: !saved },
      { onError: (error) => toast.error(serverErrorText(error, 'Your favourites were not changed. Please try again.')) },
    );
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from favourites` : `Save ${name} to favourites`}
      data-testid="favourite-button"
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-rose-600 ring-1 ring-slate-200 hover:bg-rose-50"
    >
      <Heart className={`h-5 w-5 ${saved ? 'fill-current' : ''}`} aria-hidden="true" />
    </button>
  );
}
