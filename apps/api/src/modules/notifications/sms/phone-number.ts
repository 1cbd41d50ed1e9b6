/**
 * A Nigerian mobile number in the one form the SMS providers take, +234 and ten digits (issue 36):
 * `0803 123 4567`, `234803…`, `+234 (803) 123-4567` and `+2340803…` all become `+2348031234567`.
 * Anything else (too short, letters, another country, an empty shop phone) is null: no text is sent.
 */
export function normaliseNigerianPhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '' || !/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('234')) digits = digits.slice(3);
  // A local number written after the country code keeps its trunk 0 (+234 0803…): dropped.
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  // Mobile numbers are 10 digits after +234 and start 7, 8 or 9 (070, 080, 081, 090, 091…).
  if (!/^[789][01]\d{8}$/.test(digits)) return null;
  return `+234${digits}`;
}
