import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { DELAYS_MS, MESSAGES, PASSWORD_RULE, loadPasswordScorer, passwordProblem, type PasswordScorer } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { paths } from '@/routes/paths';
import { FormCard, FormError, PasswordField, SubmitButton } from '@/features/auth/components/form-controls';
import { usePasswordScorer } from '@/features/auth/components/use-password-scorer';
import { useResetPassword } from '../api/reset-password';
import { StrengthMeter } from '../components/strength-meter';
import { RECOVERY_TEXT } from '../recovery-messages';
import { recoveryStorage, type RecoveryState } from '../recovery-storage';

/** §5 reset rules, in order: length 8, confirmation matches, then the rest of the one password rule (the server's). */
export function resetPasswordProblem(password: string, confirm: string, score: PasswordScorer): string | null {
  if (password.length < PASSWORD_RULE.minLength) return MESSAGES.resetPasswordTooShort;
  if (password !== confirm) return MESSAGES.passwordsDoNotMatch;
  return passwordProblem(password, score) ?? null;
}

function ResetForm({ email, resetToken }: { email: string; resetToken: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const scorer = usePasswordScorer();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = resetPasswordProblem(password, confirm, scorer ?? (await loadPasswordScorer()));
    setError(problem);
    if (problem) return;
    reset.mutate(
      { email, newPassword: password, resetToken },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          recoveryStorage.clear();
          setDone(true);
          timer.current = setTimeout(() => navigate(paths.login(), { state: { resetSuccess: true } }), DELAYS_MS.afterPasswordReset);
        },
        onError: (failure) => toast.error(serverErrorText(failure, RECOVERY_TEXT.resetFailed)),
      },
    );
  };

  return (
    <FormCard
      title={RECOVERY_TEXT.resetTitle}
      subtitle={
        <>
          For <strong className="break-all text-slate-800">{email}</strong>
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={reset.isPending || done}
        />
        <StrengthMeter password={password} scorer={scorer} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          disabled={reset.isPending || done}
        />
        <FormError message={error} />
        <SubmitButton busy={reset.isPending} busyLabel="Resetting..." disabled={done}>
          Reset Password
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login()} className="font-medium text-brand-800 hover:underline">
          {RECOVERY_TEXT.backToLogin}
        </Link>
      </p>
    </FormCard>
  );
}

/**
 * §2 /reset-password; §4: no email → /forgot-password; not verified → /verify-otp. The reset token
 * verify-otp answered travels in the navigation state only (kept by the browser's history across a
 * reload, never in storage): without it there is nothing to reset with.
 */
export function ResetPasswordPage() {
  const location = useLocation();
  const state = location.state as RecoveryState | null;
  const email = state?.email ?? recoveryStorage.email();
  if (!email) return <Navigate to={paths.forgotPassword()} replace />;
  if (state?.verified !== true || !state.resetToken) return <Navigate to={paths.verifyOtp()} replace state={{ email }} />;
  return <ResetForm email={email} resetToken={state.resetToken} />;
}
