import { LIMITS, STORE_NAME } from '@campus/contract';
import { html } from './mail-html';
import { SECRET_PLACEHOLDER } from './sealed-secret';

export interface MailContent {
  subject: string;
  /** Where `secret` goes, text and html hold SECRET_PLACEHOLDER: the outbox keeps the secret sealed, apart (decision 027). */
  text: string;
  html: string;
  /** A secret the message carries (a recovery code); never in the subject. */
  secret?: string;
}

/** The recovery email (§4 recovery flow): store name, the 6-digit code and how long it lasts; the code is not in the subject. */
export function recoveryCodeMail(code: string, fullName: string): MailContent {
  const minutes = Math.round(LIMITS.otpLifetimeSeconds / 60);
  const greeting = fullName ? `Hello ${fullName},` : 'Hello,';
  const subject = `${STORE_NAME} verification code`;
  const text = [
    greeting,
    '',
    `Use this code to recover your ${STORE_NAME} account:`,
    '',
    `    ${SECRET_PLACEHOLDER}`,
    '',
    `The code expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays unchanged.`,
    '',
    `— ${STORE_NAME}`,
  ].join('\n');
  const body = html`<!doctype html>
    <html lang="en">
      <body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
        <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
          <h1 style="font-size:20px;margin:0 0 16px">${STORE_NAME}</h1>
          <p>${greeting}</p>
          <p>Use this code to recover your ${STORE_NAME} account:</p>
          <p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${SECRET_PLACEHOLDER}</p>
          <p>The code expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays unchanged.</p>
        </div>
      </body>
    </html>`;
  return { subject, text, html: body.markup, secret: code };
}
