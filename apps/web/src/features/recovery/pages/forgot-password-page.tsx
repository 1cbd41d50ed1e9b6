import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { DELAYS_MS, MESSAGES, isValidEmail } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { paths } from '@/routes/paths';
import { FormCard, FormError, SubmitButton, TextField } from '@/features/auth/components/form-controls';
import { useForgotPassword } from '../api/forgot-password';
import { RECOVERY_TEXT } from '../recovery-messages';
import { recoveryStorage, type RecoveryState } from '../recovery-storage';

/** §2 'Recover Your Account' (/forgot-password, alias /recovery): sends a code, then /verify-otp after 2 s. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const send = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // The one email rule (issue 23), the one change-email and sign-up use, with §5's recovery message.
    if (!isValidEmail(address)) {
      setError(MESSAGES.invalidEmailRecovery);
      return;
    }
    setError(null);
    send.mutate(
      { email: address },
      {
        onSuccess: ({ message, userId }) => {
          toast.success(message);
          recoveryStorage.remember(address, userId);
          recoveryStorage.codeSent();
          setSent(true);
          const state: RecoveryState = { email: address, userId };
          timer.current = setTimeout(() => navigate(paths.verifyOtp(), { state }), DELAYS_MS.afterCodeSent);
        },
        onError: (failure) => toast.error(serverErrorText(failure, RECOVERY_TEXT.sendFailed)),
      },
    );
  };

  return (
    <FormCard title={RECOVERY_TEXT.recoverTitle} subtitle="Enter your recovery email and we will send you a verification code.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Recovery Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={send.isPending || sent}
        />
        <FormError message={error} />
        <SubmitButton busy={send.isPending} busyLabel="Sending..." disabled={sent}>
          Send Code
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
