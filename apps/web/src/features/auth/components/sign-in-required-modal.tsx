import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/lib/session';

const SignInRequiredDialog = lazy(() => import('./sign-in-required-dialog').then((m) => ({ default: m.SignInRequiredDialog })));

/**
 * Mounts the §2 sign-in-required dialog the first time the session asks for it, so its dialog
 * library stays out of every route's first JS (issue 8 budget); it stays mounted afterwards.
 */
export function SignInRequiredModal() {
  const { signInModalOpen } = useSession();
  const [wanted, setWanted] = useState(signInModalOpen);
  if (signInModalOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignInRequiredDialog />
    </Suspense>
  );
}
