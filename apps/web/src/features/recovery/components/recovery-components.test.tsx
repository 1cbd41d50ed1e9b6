import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPasswordProblem } from '../pages/reset-password-page';
import { OtpInput } from './otp-input';
import { StrengthMeter } from './strength-meter';
import { formatCountdown } from './use-countdown';

afterEach(cleanup);

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
    ['abcdefgh', 'Weak', 'red'],
    ['abcdefgH', 'Medium', 'yellow'],
    ['abcdefH1', 'Strong', 'green'],
    ['abcdeH1!', 'Very Strong', 'green'],
    ['abcdefghI', 'Medium', 'yellow'],
    ['abcdefgI1', 'Strong', 'green'],
    ['abcI1', 'Medium', 'yellow'],
  ])('scores %s as %s (%s)', (password, label, color) => {
    render(<StrengthMeter password={password} />);
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByTestId('strength-meter').getAttribute('data-color')).toBe(color);
    expect(screen.getByText('Use 8+ characters with uppercase, lowercase, numbers, and symbols')).toBeTruthy();
  });
});

describe('countdown and reset rules', () => {
  it('shows seconds as mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('checks length, then the confirmation, then the strength (§5)', () => {
    expect(resetPasswordProblem('Ab1!', 'Ab1!')).toBe('Password must be at least 8 characters long');
    expect(resetPasswordProblem('Abcdef1!', 'Abcdef1?')).toBe('Passwords do not match');
    expect(resetPasswordProblem('abcdefgh', 'abcdefgh')).toBe('Please use a stronger password');
    expect(resetPasswordProblem('Abcdefgh', 'Abcdefgh')).toBe(null);
  });
});
