import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES, isValidPhone } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { FormCard, FormError, SubmitButton, TextField } from '@/features/auth/components/form-controls';
import { useUpdatePhone } from '../api/update-phone';
import { ACCOUNT_TEXT } from '../account-messages';
import { BackToAccount } from '../components/back-link';
import { RequireSignIn } from '../components/require-sign-in';

function PhoneForm() {
  const update = useUpdatePhone();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // §5: 0 followed by exactly 10 digits.
    if (!isValidPhone(phone)) {
      setError(MESSAGES.invalidPhone);
      toast.error(MESSAGES.invalidPhone);
      return;
    }
    setError(null);
    update.mutate(
      { phone_number: phone.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setPhone('');
        },
        onError: (failure) => toast.error(serverErrorText(failure, ACCOUNT_TEXT.requestFailed)),
      },
    );
  };

  return (
    <FormCard title={ACCOUNT_TEXT.phoneTitle} subtitle="You sign in with this number.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder="08012345678"
          disabled={update.isPending}
        />
        <FormError message={error} />
        <SubmitButton busy={update.isPending} busyLabel="Updating...">
          Update
        </SubmitButton>
      </form>
    </FormCard>
  );
}

/** §2 /phone: 'Update Your Phone Number'. */
export function PhonePage() {
  return (
    <RequireSignIn>
      <BackToAccount />
      <PhoneForm />
    </RequireSignIn>
  );
}
