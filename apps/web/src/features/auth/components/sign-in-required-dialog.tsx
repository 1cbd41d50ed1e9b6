import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { AUTH_TEXT } from '../auth-messages';
import type { ReturnState } from '../return-path';

/** §2 sign-in-required modal, opened through the shared session flag (cart actions, bad stored token). */
export function SignInRequiredDialog() {
  const { signInModalOpen, closeSignInModal } = useSession();
  const location = useLocation();
  // Issue 23: after signing in, back to the page the shopper was adding from, not /.
  const returnTo: ReturnState = { returnTo: `${location.pathname}${location.search}` };
  const linkClass = 'block w-full rounded-xl px-4 py-3 text-center font-semibold';
  return (
    <Dialog.Root open={signInModalOpen} onOpenChange={(open) => !open && closeSignInModal()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Close className="absolute top-3 right-3 rounded-full p-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className="text-xl font-bold text-slate-900">{AUTH_TEXT.modalTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{AUTH_TEXT.modalText}</Dialog.Description>
          <div className="mt-6 space-y-3">
            <Link
              to={paths.login()}
              state={returnTo}
              onClick={closeSignInModal}
              className={`${linkClass} bg-brand-800 text-white hover:bg-brand-900`}
            >
              Log In
            </Link>
            <Link
              to={paths.signup()}
              onClick={closeSignInModal}
              className={`${linkClass} border border-brand-800 text-brand-800 hover:bg-brand-50`}
            >
              Create Account
            </Link>
          </div>
          <p className="mt-4 text-center text-xs text-slate-500">
            By continuing you agree to our{' '}
            <Link to={paths.terms()} onClick={closeSignInModal} className="underline hover:text-slate-800">
              Terms of Service
            </Link>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
