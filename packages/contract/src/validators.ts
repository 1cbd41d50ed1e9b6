/** §5: phone number is 0 followed by exactly 10 digits. */
export const PHONE_PATTERN = /^0\d{10}$/;
/**
 * The one email rule (issue 23): §5's forgot-password pattern, a 2–4 letter top-level domain. Sign-up and
 * change-email use it too, so no address is accepted there that recovery then refuses ("x@y.z").
 */
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,4}$/;
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
  return EMAIL_PATTERN.test(email.trim());
}

export function isValidOtp(code: string): boolean {
  return OTP_PATTERN.test(code);
}

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Medium', 'Strong', 'Very Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];
/**
 * The password rule in words (`PASSWORD_RULE`, issue 37): the spec's hint asked for character classes the
 * rule never counted, so "Abcdef1!" followed it and was refused (decision 093).
 */
export const STRENGTH_HINT =
  'Use 8+ characters that are hard to guess: a few unrelated words work well. Common passwords, names, dates and patterns like abc123 or qwerty are refused.';
