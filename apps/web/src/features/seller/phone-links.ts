/**
 * The shopper's phone as the console links it (issue 36.4): `tel:` with the number as written, and
 * WhatsApp's click-to-chat, which wants the international number without "+" (a Nigerian 0803… is 234803…).
 */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** https://wa.me/234…: a local 0-prefixed number gets Nigeria's 234; +234… and 234… keep theirs. */
export function whatsAppLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = digits.startsWith('234') ? digits : digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
  return `https://wa.me/${international}`;
}
