import { LogOut, Package, UserRound } from 'lucide-react';
import { accountLabel } from '@campus/contract';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { useLogout } from '@/features/auth/api/use-logout';

/** §2 top bar's account part: orders and logout when signed in, the account or sign-up link. Rendered only once hydrated (the top bar). */
export function AccountLinks() {
  const { isSignedIn, user } = useSession();
  const logout = useLogout();
  return (
    <>
      {isSignedIn && (
        <Link
          to={paths.orders()}
          className="hidden items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 md:inline-flex"
        >
          <Package className="h-4 w-4" aria-hidden="true" />
          Orders
        </Link>
      )}
      <Link
        to={isSignedIn ? paths.account() : paths.signup()}
        className="hidden items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 md:inline-flex"
      >
        <UserRound className="h-4 w-4" aria-hidden="true" />
        {isSignedIn ? accountLabel(user?.fullName) : 'Signup/Login'}
      </Link>
      {isSignedIn && (
        <button type="button" onClick={logout} className="rounded-full p-2 text-slate-700 hover:bg-slate-100" aria-label="Logout">
          <LogOut className="h-5 w-5" aria-hidden="true" />
        </button>
      )}
    </>
  );
}
