import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';

/** Account screens need a session: a visitor is sent to /login. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  return isSignedIn ? children : <Navigate to={paths.login()} replace />;
}
