import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES, isValidEmail } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { FormCard, FormError, SubmitButton, TextField } from '@/features/auth/components/form-controls';
import { useChangeEmail } from '../api/change-email';
import { ACCOUNT_TEXT } from '../account-messages';
import { BackToAccount } from '../components/back-link';
import { RequireSignIn } from '../components/require-sign-in';

function ChangeEmailForm() {
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // §5's message for any address the one email rule refuses ("foo", "x@y.z"), not the browser's tooltip.
    if (!isValidEmail(email)) {
      setError(MESSAGES.invalidEmailChange);
      return;
    }
    setError(null);
    change.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          // §5: success shows 'Email changed successfully!' and clears the field.
          toast.success(MESSAGES.emailChanged);
          setEmail('');
        },
        onError: (failure) => toast.error(serverErrorText(failure, ACCOUNT_TEXT.requestFailed)),
      },
    );
  };

  return (
    <FormCard title="Change Email" subtitle="Recovery codes are sent to this address.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={change.isPending}
        />
        <FormError message={error} />
        <SubmitButton busy={change.isPending} busyLabel="Saving...">
          Change Email
        </SubmitButton>
      </form>
    </FormCard>
  );
}

/** §2 /change-email: a single email field. */
export function ChangeEmailPage() {
  return (
    <RequireSignIn>
      <BackToAccount />
      <ChangeEmailForm />
    </RequireSignIn>
  );
}
