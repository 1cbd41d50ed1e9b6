import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STRENGTH_HINT, loadPasswordExplainer, loadPasswordScorer, type PasswordExplainer, type PasswordScorer } from '@campus/contract';
import { resetPasswordProblem } from '../pages/reset-password-page';
import { OtpInput } from './otp-input';
import { StrengthMeter } from './strength-meter';
import { formatCountdown } from './use-countdown';

afterEach(cleanup);

let scorer: PasswordScorer;
let explain: PasswordExplainer;
beforeAll(async () => {
  scorer = await loadPasswordScorer();
  explain = await loadPasswordExplainer();
});

function OtpHarness() {
  const [code, setCode] = useState('');
  return (
    <>
      <OtpInput value={code} onChange={setCode} />
      <output data-testid="code">{code}</output>
    </>
  );
}

describe('OtpInput', () => {
  it('fills all six boxes from a pasted code and keeps digits only', () => {
    render(<OtpHarness />);
    fireEvent.paste(screen.getByLabelText('Digit 1'), { clipboardData: { getData: () => ' 12-34 56 ' } });
    expect(screen.getByTestId('code').textContent).toBe('123456');
    expect((screen.getByLabelText('Digit 6') as HTMLInputElement).value).toBe('6');
  });

  it('takes one digit per box and ignores letters', () => {
    render(<OtpHarness />);
    fireEvent.change(screen.getByLabelText('Digit 1'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Digit 2'), { target: { value: 'x' } });
    expect(screen.getByTestId('code').textContent).toBe('7');
  });
});

describe('StrengthMeter', () => {
  it.each([
    ['abc', 'Very Weak', 'red'],
    ['abcdefgh', 'Very Weak', 'red'],
    ['Ab1!', 'Weak', 'red'],
    ['Passw0rd!', 'Weak', 'red'],
    ['Secret#2026', 'Medium', 'yellow'],
    ['Fresh#Pass9', 'Strong', 'green'],
    ['Kettle-Mango-91', 'Very Strong', 'green'],
  ])("scores %s as %s (%s) with the password rule's scorer", (password, label, color) => {
    render(<StrengthMeter password={password} scorer={scorer} />);
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByTestId('strength-meter').getAttribute('data-color')).toBe(color);
    expect(screen.getByText(STRENGTH_HINT)).toBeTruthy();
  });

  it('"Abcdef1!" and "Password1!": red, Weak, and the reason the rule refuses it under the meter', () => {
    for (const password of ['Abcdef1!', 'Password1!']) {
      render(<StrengthMeter password={password} scorer={scorer} explain={explain} />);
      expect(screen.getByTestId('strength-meter').getAttribute('data-color')).toBe('red');
      expect(screen.getByText('Weak')).toBeTruthy();
      expect(screen.getByTestId('password-refusal').textContent).toBe(`Not accepted: ${explain(password)}`);
      expect(resetPasswordProblem(password, password, scorer)).toBe('Please use a stronger password');
      cleanup();
    }
  });

  it('a password the rule accepts shows no refusal; one too short is red whatever its score', () => {
    render(<StrengthMeter password="Fresh#Pass9" scorer={scorer} explain={explain} />);
    expect(screen.queryByTestId('password-refusal')).toBeNull();
    cleanup();
    render(<StrengthMeter password="Tq#9zLp" scorer={scorer} explain={explain} />);
    expect(screen.getByTestId('strength-meter').getAttribute('data-color')).toBe('red');
    expect(screen.getByTestId('password-refusal').textContent).toBe('Not accepted: Password must be at least 8 characters long');
  });
});

describe('countdown and reset rules', () => {
  it('shows seconds as mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('checks length, then the confirmation, then the password rule (§5, issue 18)', () => {
    expect(resetPasswordProblem('Ab1!', 'Ab1!', scorer)).toBe('Password must be at least 8 characters long');
    expect(resetPasswordProblem('Abcdef1!', 'Abcdef1?', scorer)).toBe('Passwords do not match');
    expect(resetPasswordProblem('abcdefgh', 'abcdefgh', scorer)).toBe('Please use a stronger password');
    expect(resetPasswordProblem('Passw0rd!', 'Passw0rd!', scorer)).toBe('Please use a stronger password');
    expect(resetPasswordProblem('Fresh#Pass9', 'Fresh#Pass9', scorer)).toBe(null);
  });
});
