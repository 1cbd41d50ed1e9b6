import {
  BookOpen,
  ChevronRight,
  Heart,
  KeyRound,
  LogIn,
  LogOut,
  Package,
  Phone,
  ShieldCheck,
  Store,
  UserPlus,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { useLogout } from '@/features/auth/api/use-logout';
import { HelpSection } from '@/features/about/components/help-links';
import { useMyRoles } from '../api/get-my-roles';

const rowClass = 'flex w-full items-center gap-3 px-4 py-4 text-left text-slate-800 hover:bg-slate-50';

function Row({ icon, label, hint }: { icon: ReactNode; label: string; hint?: string }) {
  return (
    <>
      <span className="text-brand-800">{icon}</span>
      <span className="flex-1 font-medium">{label}</span>
      {hint && <span className="text-sm text-slate-500">{hint}</span>}
      <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden="true" />
    </>
  );
}

/** §2 settings menu: signed-in and signed-out entries; logout per §2. */
export function AccountPage() {
  const { isSignedIn } = useSession();
  const logout = useLogout();
  const { data: roles } = useMyRoles();
  const shopCount = roles?.shops.length ?? 0;
  const icon = 'h-5 w-5';
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Account</h1>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {isSignedIn ? (
          <>
            <li>
              <Link to={paths.orders()} className={rowClass}>
                <Row icon={<Package className={icon} aria-hidden="true" />} label="Orders" />
              </Link>
            </li>
            <li>
              <Link to={paths.favourites()} className={rowClass}>
                <Row icon={<Heart className={icon} aria-hidden="true" />} label="Favourites" />
              </Link>
            </li>
            <li>
              <Link to={paths.myBookRequests()} className={rowClass}>
                <Row icon={<BookOpen className={icon} aria-hidden="true" />} label="Book requests" />
              </Link>
            </li>
            {shopCount > 0 && (
              <li>
                <Link to={paths.seller()} className={rowClass}>
                  <Row
                    icon={<Store className={icon} aria-hidden="true" />}
                    label="Shop console"
                    hint={shopCount === 1 ? roles?.shops[0]?.name : `${shopCount} shops`}
                  />
                </Link>
              </li>
            )}
            {roles?.operator && (
              <li>
                <Link to={paths.admin()} className={rowClass}>
                  <Row icon={<ShieldCheck className={icon} aria-hidden="true" />} label="Operator console" />
                </Link>
              </li>
            )}
            <li>
              <Link to={paths.details()} className={rowClass}>
                <Row icon={<UserRound className={icon} aria-hidden="true" />} label="Personal Details" />
              </Link>
            </li>
            <li>
              <Link to={paths.phone()} className={rowClass}>
                <Row icon={<Phone className={icon} aria-hidden="true" />} label="Phone Number" hint="Update" />
              </Link>
            </li>
            <li>
              <Link to={paths.changePassword()} className={rowClass}>
                <Row icon={<KeyRound className={icon} aria-hidden="true" />} label="Change Password" />
              </Link>
            </li>
            <li>
              <button type="button" onClick={logout} className={`${rowClass} text-red-700`}>
                <LogOut className={`${icon} text-red-700`} aria-hidden="true" />
                <span className="flex-1 font-medium text-red-700">Logout</span>
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to={paths.login()} className={rowClass}>
                <Row icon={<LogIn className={icon} aria-hidden="true" />} label="Login" />
              </Link>
            </li>
            <li>
              <Link to={paths.signup()} className={rowClass}>
                <Row icon={<UserPlus className={icon} aria-hidden="true" />} label="Sign Up" />
              </Link>
            </li>
          </>
        )}
      </ul>
      <HelpSection />
    </div>
  );
}
