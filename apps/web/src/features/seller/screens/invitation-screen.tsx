import { consolePaths } from '../components/seller-links';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HALLS, MESSAGES, loadPasswordScorer, consoleTitle, passwordProblem, type Hall, type InvitationPreview } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/api-error-text';
import { useSession } from '@/lib/session';
import { paths } from '@/routes/paths';
import { FormCard, FormError, inputClass, PasswordField, SubmitButton, TextField } from '@/features/auth/components/form-controls';
import { usePasswordScorer } from '@/features/auth/components/use-password-scorer';
import { myRolesQueryKey } from '@/features/account/api/get-my-roles';
import { useAcceptInvitation, useInvitationPreview, useInvitationSignUp } from '../api/seller-members';

const roleWords = (preview: InvitationPreview) => (preview.role === 'owner' ? 'an owner' : 'staff');

function AcceptSignedIn({ token, preview }: { token: string; preview: InvitationPreview }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const { user } = useSession();
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        You are signed in as <span className="font-semibold">{user?.email || 'this account'}</span>.
      </p>
      <FormError message={accept.isError ? serverErrorText(accept.error, 'The invitation could not be accepted.') : null} />
      <button
        type="button"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, { onSuccess: (result) => navigate(consolePaths.orders(result.shop.slug), { replace: true }) })
        }
        className="w-full rounded-xl bg-brand-800 px-4 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {accept.isPending ? 'Joining…' : `Join ${preview.shop.name}`}
      </button>
    </div>
  );
}

function SignUpToAccept({ token, preview }: { token: string; preview: InvitationPreview }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signIn } = useSession();
  const signUp = useInvitationSignUp(token);
  const scorer = usePasswordScorer();
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [hall, setHall] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The sign-up rules of spec §4/§5, with the contract's own rule functions (decision 038).
    if (!fullName.trim() || !phone.trim() || !password) return setProblem(MESSAGES.fillAllFields);
    if (!HALLS.includes(hall as Hall)) return setProblem(MESSAGES.selectHall);
    const weak = passwordProblem(password, scorer ?? (await loadPasswordScorer()));
    if (weak) return setProblem(weak);
    setProblem(null);
    signUp.mutate(
      { fullName: fullName.trim(), phone_number: phone.trim(), hall: hall as Hall, password, level: '', address: '', course: '' },
      {
        onSuccess: (result) => {
          signIn(result.token);
          void queryClient.invalidateQueries({ queryKey: myRolesQueryKey });
          navigate(consolePaths.orders(result.shop.slug), { replace: true });
        },
        onError: (error) => setProblem(serverErrorText(error, 'The account could not be created. Please try again.')),
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Create your account for <span className="font-semibold">{preview.email}</span>; you sign in later with your phone number and
        password.
      </p>
      <TextField label="Full Name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        placeholder="08012345678"
      />
      <div className="space-y-1">
        <label htmlFor="invitation-hall" className="block text-sm font-medium text-slate-700">
          Hall
        </label>
        <select id="invitation-hall" value={hall} onChange={(e) => setHall(e.target.value)} className={inputClass}>
          <option value="">Select your hall</option>
          {HALLS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <PasswordField label="Password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <FormError message={problem} />
      <SubmitButton busy={signUp.isPending} busyLabel="Creating your account…">
        Create account and join
      </SubmitButton>
    </form>
  );
}

/** /seller/invitations/:token: the invitation's shop and role; join signed in, sign in first, or create the account. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { isSignedIn } = useSession();
  const { data: preview, isPending, error } = useInvitationPreview(token);
  const here = consolePaths.invitation(token);
  if (isPending)
    return (
      <FormCard title="Invitation">
        <title>{consoleTitle('Invitation')}</title>
        <div role="status" aria-busy="true" aria-label="Loading the invitation" className="h-24 animate-pulse rounded-xl bg-slate-200" />
      </FormCard>
    );
  if (error || !preview)
    return (
      <FormCard title="Invitation">
        <title>{consoleTitle('Invitation')}</title>
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800" data-testid="invitation-error">
          {error instanceof ApiError ? serverErrorText(error, 'This invitation cannot be used.') : 'This invitation cannot be used.'}
        </p>
      </FormCard>
    );
  return (
    <FormCard title={`Join ${preview.shop.name}`} subtitle={`You are invited to run ${preview.shop.name} as ${roleWords(preview)}.`}>
      <title>{consoleTitle(`Join ${preview.shop.name}`)}</title>
      {isSignedIn ? (
        <AcceptSignedIn token={token} preview={preview} />
      ) : preview.accountExists ? (
        <div className="space-y-3">
          <p className="text-slate-700">
            An account with <span className="font-semibold">{preview.email}</span> exists: sign in with it to join.
          </p>
          <Link
            to={paths.login()}
            state={{ returnTo: here }}
            className="block w-full rounded-xl bg-brand-800 px-4 py-3 text-center font-semibold text-white hover:bg-brand-900"
          >
            Sign in to join
          </Link>
        </div>
      ) : (
        <SignUpToAccept token={token} preview={preview} />
      )}
    </FormCard>
  );
}
