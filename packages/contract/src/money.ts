/** Money is an integer number of kobo inside the system; naira only at the edges (DESIGN §4). */
export type Kobo = number;

/** Converts a naira amount (may carry kobo as decimals) to integer kobo, rounding half away from zero. */
export function nairaToKobo(naira: number): Kobo {
  if (!Number.isFinite(naira)) throw new RangeError(`Not a finite naira amount: ${naira}`);
  // 1.005 * 100 is 100.49999999999999 in binary floating point: trim that noise (15 significant
  // digits) before rounding, so amounts written with half a kobo round as written. From 10^15 kobo
  // up a double has no fraction digits left to trim.
  const raw = Math.abs(naira) * 100;
  const scaled = raw < 1e15 ? Number(raw.toPrecision(15)) : raw;
  const kobo = Math.round(scaled);
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Naira amount too large: ${naira}`);
  return naira < 0 && kobo !== 0 ? -kobo : kobo;
}

/** Converts integer kobo to naira. */
export function koboToNaira(kobo: Kobo): number {
  return kobo / 100;
}

/** The one money formatter: ₦ sign, thousands separators, two decimals (§1: "₦0.00"). */
export function formatKobo(kobo: Kobo): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Kobo must be a safe integer: ${kobo}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${sign}₦${whole}.${fraction}`;
}

/** Formats a naira amount as the contract carries it (e.g. a product price). */
export function formatNaira(naira: number): string {
  return formatKobo(nairaToKobo(naira));
}

/** Parses the naira text produced by formatKobo back to kobo; null for anything else. */
export function parseNairaText(text: string): Kobo | null {
  const match = /^(-?)₦(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = '00'] = match;
  const kobo = Number(whole.replace(/,/g, '')) * 100 + Number(fraction);
  return sign === '-' ? -kobo : kobo;
}
