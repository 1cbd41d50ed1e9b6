import { INVITATION_LIFETIME_HOURS, STORE_NAME, type ShopRole } from '@campus/contract';
import type { MailContent } from '../mail/recovery-mail';
import { html, mailLink } from '../mail/mail-html';
import { SECRET_PLACEHOLDER } from '../mail/sealed-secret';

export interface InvitationMailInput {
  shopName: string;
  role: ShopRole;
  inviter: string;
  /** The link up to the token (…/seller/invitations/). */
  link: string;
  token: string;
}

/** The invitation: who invites to which shop and role, and the one-time link (the token sealed in the outbox until sent). */
export function invitationMail({ shopName, role, inviter, link, token }: InvitationMailInput): MailContent {
  const url = `${mailLink(link)}${SECRET_PLACEHOLDER}`;
  const as = role === 'owner' ? 'an owner' : 'staff';
  const who = inviter.trim() || 'The shop';
  const subject = `${STORE_NAME}: you are invited to run ${shopName}`;
  const intro = `${who} invited you to join ${shopName} on ${STORE_NAME} as ${as}.`;
  const validity = `The link works once and expires in ${INVITATION_LIFETIME_HOURS} hours. If you did not expect it, ignore this email.`;
  const text = [intro, '', 'Open this link to accept:', '', `    ${url}`, '', validity, '', `— ${STORE_NAME}`].join('\n');
  const body = html`<!doctype html>
    <html lang="en">
      <body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
        <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
          <h1 style="font-size:20px;margin:0 0 16px">${shopName}</h1>
          <p>${intro}</p>
          <p>
            <a
              href="${url}"
              style="display:inline-block;background:#166534;color:#ffffff;padding:10px 18px;border-radius:999px;text-decoration:none"
              >Accept the invitation</a
            >
          </p>
          <p style="font-size:13px;color:#475569">${url}</p>
          <p>${validity}</p>
        </div>
      </body>
    </html>`;
  return { subject, text, html: body.markup, secret: token };
}
