/** §5: phone number is 0 followed by exactly 10 digits. */
export const PHONE_PATTERN = /^0\d{10}$/;
/** §5 change email: a simple something@something.something pattern. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** §5 forgot password: email with a 2–4 character top-level domain. */
export const RECOVERY_EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,4}$/;
/** §5 code entry: exactly 6 digits. */
export const OTP_PATTERN = /^\d{6}$/;

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone.trim());
}

/** Normalises a Nigerian phone number written as +234…/234… to the 0-prefixed form; other text is trimmed only. */
export function normalizePhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  const international = /^\+?234(\d{10})$/.exec(compact);
  return international ? `0${international[1]}` : compact;
}

export function isValidEmail(email: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(email.trim());
}

export function isValidRecoveryEmail(email: string): boolean {
  return RECOVERY_EMAIL_PATTERN.test(email.trim());
}

export function isValidOtp(code: string): boolean {
  return OTP_PATTERN.test(code);
}

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Medium', 'Strong', 'Very Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];
export const STRENGTH_HINT = 'Use 8+ characters with uppercase, lowercase, numbers, and symbols';

/** §5 strength score: one point each for length ≥ 8, uppercase, lowercase, digit, symbol (0–5). */
export function passwordStrength(password: string): number {
  return [password.length >= 8, /[A-Z]/.test(password), /[a-z]/.test(password), /\d/.test(password), /[^A-Za-z0-9]/.test(password)].filter(
    Boolean,
  ).length;
}

/** Label for a score: 0–1 Very Weak, 2 Weak, 3 Medium, 4 Strong, 5 Very Strong. */
export function strengthLabel(score: number): StrengthLabel {
  const index = Math.min(Math.max(score - 1, 0), STRENGTH_LABELS.length - 1);
  return STRENGTH_LABELS[index] ?? 'Very Weak';
}

/** §5 bar colour: red below 3, yellow at 3, green at 4 or more. */
export function strengthColor(score: number): 'red' | 'yellow' | 'green' {
  if (score < 3) return 'red';
  return score === 3 ? 'yellow' : 'green';
}
