import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { DELAYS_MS, HALLS, MESSAGES, isValidEmail, loadPasswordScorer, passwordProblem, type Hall } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { paths } from '@/routes/paths';
import { useSignUp } from '../api/sign-up';
import { AUTH_TEXT } from '../auth-messages';
import { FormCard, PasswordField, SubmitButton, TextField } from '../components/form-controls';
import { HallSelect } from '../components/hall-select';
import { usePasswordScorer } from '../components/use-password-scorer';

/** §2 Sign-up, §4: 'Signup successful!', then /login after 1.5 s. Level, address and course go empty (§3). */
export function SignupPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [hall, setHall] = useState('');
  const [password, setPassword] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const scorer = usePasswordScorer();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // §5: full name, phone, password and email are required; the email is of email type.
    if (!fullName.trim() || !phone.trim() || !password || !email.trim()) {
      toast.error(MESSAGES.fillAllFields);
      return;
    }
    if (!isValidEmail(email)) {
      toast.error(MESSAGES.invalidEmailChange);
      return;
    }
    if (!HALLS.includes(hall as Hall)) {
      toast.error(MESSAGES.selectHall);
      return;
    }
    // The one password rule (issue 18), the server's own function.
    const problem = passwordProblem(password, scorer ?? (await loadPasswordScorer()));
    if (problem) {
      toast.error(problem);
      return;
    }
    signUp.mutate(
      {
        fullName: fullName.trim(),
        email: email.trim(),
        phone_number: phone.trim(),
        hall: hall as Hall,
        password,
        level: '',
        address: '',
        course: '',
      },
      {
        onSuccess: () => {
          toast.success(MESSAGES.signUpSuccess);
          setRedirecting(true);
          timer.current = setTimeout(() => navigate(paths.login()), DELAYS_MS.afterSignUp);
        },
        onError: (error) => toast.error(serverErrorText(error, AUTH_TEXT.signUpFailed)),
      },
    );
  };

  const busy = signUp.isPending;
  return (
    <FormCard title={AUTH_TEXT.signUpTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField label="Full Name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} disabled={busy} />
        <TextField
          label="Recovery Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder="08012345678"
          disabled={busy}
        />
        <HallSelect value={hall} onChange={setHall} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
        <SubmitButton busy={busy} busyLabel="Signing Up..." disabled={redirecting}>
          Sign Up
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login()} className="font-medium text-brand-800 hover:underline">
          Log in
        </Link>
      </p>
    </FormCard>
  );
}
