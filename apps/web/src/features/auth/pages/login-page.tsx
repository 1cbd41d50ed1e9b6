import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { DELAYS_MS, MESSAGES } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { useSignIn } from '../api/sign-in';
import { AUTH_TEXT } from '../auth-messages';
import { returnPath } from '../return-path';
import { FormCard, PasswordField, SubmitButton, TextField } from '../components/form-controls';

/**
 * §2 Login, §4 sign-in: store the token, 'Welcome back!', then / after 1.5 s (or the page the sign-in dialog was
 * opened on, issue 23); failures toast and re-enable the form.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const signIn = useSignIn();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const resetSuccess = (location.state as { resetSuccess?: boolean } | null)?.resetSuccess === true;

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim() || !password) {
      toast.error(MESSAGES.fillAllFields);
      return;
    }
    signIn.mutate(
      { phone_number: phone.trim(), password },
      {
        onSuccess: ({ token }) => {
          session.signIn(token);
          toast.success(MESSAGES.welcomeBack);
          setRedirecting(true);
          timer.current = setTimeout(() => navigate(returnPath(location.state)), DELAYS_MS.afterSignIn);
        },
        onError: (error) => toast.error(serverErrorText(error, AUTH_TEXT.signInFailed)),
      },
    );
  };

  return (
    <FormCard title="Login" subtitle="Sign in with your phone number and password.">
      {resetSuccess && (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Your password has been reset. Log in with your new password.
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder="08012345678"
          disabled={signIn.isPending}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={signIn.isPending}
        />
        <div className="text-right">
          <Link to={paths.forgotPassword()} className="text-sm font-medium text-brand-800 hover:underline">
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={signIn.isPending} busyLabel="Signing In..." disabled={redirecting}>
          Sign In
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to={paths.signup()} className="font-medium text-brand-800 hover:underline">
          {AUTH_TEXT.noAccount}
        </Link>
      </p>
    </FormCard>
  );
}
