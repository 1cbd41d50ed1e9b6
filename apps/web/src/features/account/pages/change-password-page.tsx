import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES, loadPasswordScorer, passwordProblem } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { FormCard, FormError, PasswordField, SubmitButton } from '@/features/auth/components/form-controls';
import { usePasswordScorer } from '@/features/auth/components/use-password-scorer';
import { useChangePassword } from '../api/change-password';
import { ACCOUNT_TEXT } from '../account-messages';
import { BackToAccount } from '../components/back-link';
import { RequireSignIn } from '../components/require-sign-in';

function ChangePasswordForm() {
  const change = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const scorer = usePasswordScorer();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!oldPassword || !newPassword) {
      setError(MESSAGES.fillAllFields);
      return;
    }
    // The one password rule (issue 18; §5's 6 characters became 8), shown as an alert.
    const problem = passwordProblem(newPassword, scorer ?? (await loadPasswordScorer()));
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setOldPassword('');
          setNewPassword('');
        },
        onError: (failure) => toast.error(serverErrorText(failure, ACCOUNT_TEXT.requestFailed)),
      },
    );
  };

  return (
    <FormCard title="Change Password">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <PasswordField
          label="Old Password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          disabled={change.isPending}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          disabled={change.isPending}
        />
        <FormError message={error} />
        <SubmitButton busy={change.isPending} busyLabel="Saving...">
          Change Password
        </SubmitButton>
      </form>
    </FormCard>
  );
}

/** §2 /change-password: Old Password and New Password. */
export function ChangePasswordPage() {
  return (
    <RequireSignIn>
      <BackToAccount />
      <ChangePasswordForm />
    </RequireSignIn>
  );
}
