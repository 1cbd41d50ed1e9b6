import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { DELAYS_MS, LIMITS, MESSAGES, isValidOtp } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/api-error-text';
import { paths } from '@/routes/paths';
import { FormCard, FormError, SubmitButton } from '@/features/auth/components/form-controls';
import { useForgotPassword } from '../api/forgot-password';
import { useVerifyOtp } from '../api/verify-otp';
import { OtpInput } from '../components/otp-input';
import { formatCountdown, useCountdown } from '../components/use-countdown';
import { RECOVERY_TEXT } from '../recovery-messages';
import { recoveryStorage, type RecoveryState } from '../recovery-storage';
import { EmailText } from '@/lib/components/email-text';

function VerifyForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const resend = useForgotPassword();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  // §4: the countdown starts at 600 s; Resend restarts it and is locked for 60 s. The lock follows the
  // server's (issue 23): it counts from the moment the last code was sent, and from a 429's Retry-After.
  const expiry = useCountdown(LIMITS.otpLifetimeSeconds);
  const resendLock = useCountdown(recoveryStorage.resendLockLeft());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const expired = expiry.left === 0;

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidOtp(code)) {
      setError(MESSAGES.invalidOtp);
      return;
    }
    setError(null);
    verify.mutate(
      { email, otp: Number(code) },
      {
        onSuccess: ({ message, userId, resetToken }) => {
          toast.success(message);
          recoveryStorage.remember(email, userId);
          setVerified(true);
          const state: RecoveryState = { email, verified: true, userId, resetToken };
          timer.current = setTimeout(() => navigate(paths.resetPassword(), { state }), DELAYS_MS.afterCodeVerified);
        },
        onError: (failure) => toast.error(serverErrorText(failure, MESSAGES.invalidOrExpiredOtp)),
      },
    );
  };

  const onResend = () => {
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          recoveryStorage.codeSent();
          setCode('');
          expiry.restart();
          resendLock.restart(LIMITS.otpResendLockSeconds);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.retryAfterSeconds) resendLock.restart(failure.retryAfterSeconds);
          toast.error(serverErrorText(failure, RECOVERY_TEXT.resendFailed));
        },
      },
    );
  };

  const resendLocked = resendLock.left > 0 || resend.isPending;
  return (
    <FormCard
      title={RECOVERY_TEXT.verifyTitle}
      subtitle={
        <>
          Enter the 6-digit code sent to <EmailText email={email} className="text-slate-800" />.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <OtpInput value={code} onChange={setCode} disabled={verify.isPending || verified} />
        <p className="text-center text-sm text-slate-600" aria-live="polite">
          {expired ? (
            <span className="font-medium text-red-700">{RECOVERY_TEXT.codeExpired}</span>
          ) : (
            <>
              Code expires in{' '}
              <span data-testid="countdown" className="font-semibold text-slate-900 tabular-nums">
                {formatCountdown(expiry.left)}
              </span>
            </>
          )}
        </p>
        <FormError message={error} />
        <SubmitButton busy={verify.isPending} busyLabel="Verifying..." disabled={expired || verified}>
          Verify
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Didn't get the code?{' '}
        <button
          type="button"
          onClick={onResend}
          disabled={resendLocked}
          className="font-medium text-brand-800 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
        >
          {resendLock.left > 0 ? `Resend code in ${formatCountdown(resendLock.left)}` : 'Resend code'}
        </button>
      </p>
    </FormCard>
  );
}

/** §2 /verify-otp; §4: without an email in the navigation state or storage, go to /recovery. */
export function VerifyOtpPage() {
  const location = useLocation();
  const email = (location.state as RecoveryState | null)?.email ?? recoveryStorage.email();
  if (!email) return <Navigate to={paths.recovery()} replace />;
  return <VerifyForm email={email} />;
}
