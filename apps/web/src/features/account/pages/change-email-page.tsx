import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES, isValidEmail, isValidOtp } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { FormCard, FormError, PasswordField, SubmitButton, TextField } from '@/features/auth/components/form-controls';
import { useConfirmEmailChange, useStartEmailChange } from '../api/change-email';
import { ACCOUNT_TEXT } from '../account-messages';
import { BackToAccount } from '../components/back-link';
import { RequireSignIn } from '../components/require-sign-in';

/** Step 1: the new address and the current password (a stolen session alone moves nothing, issue 35). */
function NewAddressForm({ onSent }: { onSent(email: string): void }) {
  const start = useStartEmailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // §5's message for any address the one email rule refuses ("foo", "x@y.z"), not the browser's tooltip.
    if (!isValidEmail(email)) return setError(MESSAGES.invalidEmailChange);
    if (!password) return setError(MESSAGES.fillAllFields);
    setError(null);
    start.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ email: sentTo }) => {
          setPassword('');
          onSent(sentTo);
        },
        onError: (failure) => setError(serverErrorText(failure, ACCOUNT_TEXT.requestFailed)),
      },
    );
  };

  return (
    <FormCard title="Change Email" subtitle="Recovery codes are sent to this address. We send a code to the new one to check it is yours.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={start.isPending}
        />
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={start.isPending}
        />
        <FormError message={error} />
        <SubmitButton busy={start.isPending} busyLabel="Sending...">
          Change Email
        </SubmitButton>
      </form>
    </FormCard>
  );
}

/** Step 2: the 6-digit code from the new address's mail; only now the email changes. */
function CodeForm({ email, onDone, onBack }: { email: string; onDone(): void; onBack(): void }) {
  const confirm = useConfirmEmailChange();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidOtp(code)) return setError(MESSAGES.invalidOtp);
    setError(null);
    confirm.mutate(
      { code },
      {
        onSuccess: () => {
          // §5: success shows 'Email changed successfully!' and clears the field.
          toast.success(MESSAGES.emailChanged);
          onDone();
        },
        onError: (failure) => setError(serverErrorText(failure, ACCOUNT_TEXT.requestFailed)),
      },
    );
  };

  return (
    <FormCard
      title="Enter the Code"
      subtitle={
        <>
          Enter the 6-digit code we sent to <strong className="break-words">{email}</strong>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          disabled={confirm.isPending}
        />
        <FormError message={error} />
        <SubmitButton busy={confirm.isPending} busyLabel="Checking...">
          Confirm Email
        </SubmitButton>
        <button type="button" onClick={onBack} className="w-full text-center text-sm font-medium text-brand-800 hover:underline">
          Use another address or send a new code
        </button>
      </form>
    </FormCard>
  );
}

/** §2 /change-email: the email field, now with the current password and a code to the new address (issue 35). */
export function ChangeEmailPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <RequireSignIn>
      <BackToAccount />
      {sentTo === null ? (
        <NewAddressForm onSent={setSentTo} />
      ) : (
        <CodeForm email={sentTo} onDone={() => setSentTo(null)} onBack={() => setSentTo(null)} />
      )}
    </RequireSignIn>
  );
}
