import { LIMITS, STORE_NAME } from '@campus/contract';
import { html } from '../mail/mail-html';
import type { MailContent } from '../mail/recovery-mail';
import { SECRET_PLACEHOLDER } from '../mail/sealed-secret';

const frame = (title: string, ...paragraphs: ReturnType<typeof html>[]) =>
  html`<!doctype html>
    <html lang="en">
      <body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
        <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
          <h1 style="font-size:20px;margin:0 0 16px">${title}</h1>
          ${paragraphs}
        </div>
      </body>
    </html>`.markup;

/** To the NEW address: the 6-digit code that finishes the change (the code sealed in the outbox until sent). */
export function emailChangeCodeMail(code: string, fullName: string): MailContent {
  const minutes = Math.round(LIMITS.otpLifetimeSeconds / 60);
  const greeting = fullName.trim() ? `Hello ${fullName.trim()},` : 'Hello,';
  const ask = `Use this code to make this address your ${STORE_NAME} email:`;
  const validity = `The code expires in ${minutes} minutes. If you did not ask for it, ignore this email: nothing changes.`;
  return {
    subject: `${STORE_NAME}: confirm your new email`,
    text: [greeting, '', ask, '', `    ${SECRET_PLACEHOLDER}`, '', validity, '', `— ${STORE_NAME}`].join('\n'),
    html: frame(
      STORE_NAME,
      html`<p>${greeting}</p> `,
      html`<p>${ask}</p> `,
      html`<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${SECRET_PLACEHOLDER}</p> `,
      html`<p>${validity}</p> `,
    ),
    secret: code,
  };
}

/** "t•••@example.com": enough for the owner to recognise, not a gift to whoever reads the old mailbox. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** To the OLD address once the change is made: what happened, and what to do if it was not them. */
export function emailChangedNoticeMail(fullName: string, newEmail: string): MailContent {
  const greeting = fullName.trim() ? `Hello ${fullName.trim()},` : 'Hello,';
  const what = `The email of your ${STORE_NAME} account was changed to ${maskEmail(newEmail)}. Recovery codes now go there.`;
  const ifNot = `If you did not do this, reset your password at once and contact ${STORE_NAME}.`;
  return {
    subject: `${STORE_NAME}: your email was changed`,
    text: [greeting, '', what, '', ifNot, '', `— ${STORE_NAME}`].join('\n'),
    html: frame(STORE_NAME, html`<p>${greeting}</p> `, html`<p>${what}</p> `, html`<p>${ifNot}</p> `),
  };
}
