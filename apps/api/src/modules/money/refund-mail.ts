import { STORE_NAME, formatKobo } from '@campus/contract';
import { html } from '../mail/mail-html';
import type { MailContent } from '../mail/recovery-mail';

/** The shopper's mail once a refund reached the card: how much, for which order, and why. */
export function refundProcessedMail(input: {
  fullName: string;
  publicId: string;
  amountKobo: number;
  shopName: string | null;
  reason: string;
}): MailContent {
  const what = input.shopName ? `your ${input.shopName} items and their delivery` : 'a second charge for the same order';
  const subject = `${STORE_NAME}: refunded ${formatKobo(input.amountKobo)} for order ${input.publicId}`;
  const lines = [
    `Hello ${input.fullName},`,
    '',
    `We refunded ${formatKobo(input.amountKobo)} to your card for ${what} (order ${input.publicId}).`,
    ...(input.reason ? [`Reason: ${input.reason}`] : []),
    'Banks usually show a refund within a few working days.',
  ];
  const paragraphs = lines.filter(Boolean).map((line) => html`<p>${line}</p> `);
  const body = html`<!doctype html>
    <html lang="en">
      <body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a">
        ${paragraphs}
      </body>
    </html>`;
  return { subject, text: lines.join('\n'), html: body.markup };
}
