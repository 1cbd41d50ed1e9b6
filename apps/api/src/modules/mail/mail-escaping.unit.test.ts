import { describe, expect, it } from 'vitest';
import { bookOutcomeMail } from '../admin/admin-books';
import { refundProcessedMail } from '../money/refund-mail';
import { orderConfirmationMail, orderStatusMail } from '../orders/order-mails';
import type { NewOrderItemRow, OrderRow } from '../orders/orders.repository';
import { invitationMail } from '../seller/invitation-mail';
import { emailChangeCodeMail, emailChangedNoticeMail } from '../users/email-change-mail';
import { escapeHtml, html } from './mail-html';
import type { MailContent } from './recovery-mail';
import { recoveryCodeMail } from './recovery-mail';

/** What an attacker types into a name, a note or a reason (issue 35 finding 4). */
const HOSTILE = `<script>alert("x")</script><img src=x onerror='y'> & "quoted" 'single'`;

const order: OrderRow = {
  id: '00000000-0000-4000-8000-000000000001',
  publicId: 'CM-ABCDE12345',
  userId: '00000000-0000-4000-8000-000000000002',
  paymentReference: HOSTILE,
  itemsSubtotalKobo: 250_000,
  deliveryKobo: 30_000,
  discountKobo: 0,
  promoCode: null,
  totalKobo: 280_000,
  fullName: HOSTILE,
  hall: HOSTILE,
  room: HOSTILE,
  deliveryNote: HOSTILE,
  status: 'paid',
  createdAt: new Date('2026-11-27T00:00:00Z'),
};
const items: NewOrderItemRow[] = [
  { productId: 'p', shopId: 's', title: HOSTILE, unitPriceKobo: 125_000, qty: 2, condiments: [{ name: HOSTILE, priceKobo: 0 } as never] },
];

/** Every kind of mail the market sends, each fed the hostile text wherever a person or a shop chooses the words. */
const MAILS: [kind: string, mail: MailContent][] = [
  [
    'invitation',
    invitationMail({ shopName: HOSTILE, role: 'owner', inviter: HOSTILE, link: 'https://market.example/seller/invitations/', token: 't' }),
  ],
  [
    'invitation with a hostile link',
    invitationMail({ shopName: 'Shop', role: 'staff', inviter: 'A', link: `javascript:${HOSTILE}`, token: 't' }),
  ],
  ['recovery code', recoveryCodeMail('123456', HOSTILE)],
  ['email change code', emailChangeCodeMail('123456', HOSTILE)],
  ['email changed notice', emailChangedNoticeMail(HOSTILE, `${HOSTILE}@example.com`)],
  ['order confirmation', orderConfirmationMail(order, items, [{ shopId: 's', shopName: HOSTILE, deliveryKobo: 30_000 }])],
  ['order status', orderStatusMail(order, HOSTILE, 'rejected', HOSTILE)],
  ['refund', refundProcessedMail({ fullName: HOSTILE, publicId: 'CM-1', amountKobo: 100, shopName: HOSTILE, reason: HOSTILE })],
  ['book found', bookOutcomeMail({ name: HOSTILE, author: HOSTILE, note: HOSTILE }, true)],
  ['book not found', bookOutcomeMail({ name: HOSTILE, author: HOSTILE, note: HOSTILE }, false)],
];

describe('every mail escapes what people typed (issue 35)', () => {
  it.each(MAILS)('%s: no tag, attribute or quote of the hostile text survives in the HTML', (_kind, mail) => {
    expect(mail.html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(mail.html).not.toContain(`"quoted"`);
    expect(mail.html).not.toContain(`'single'`);
  });

  it.each(MAILS.filter(([kind]) => !kind.includes('hostile link')))('%s: the hostile text is there, escaped', (_kind, mail) => {
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('the one helper escapes the five characters and the tag escapes every value but nested markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(html`<p>${'<b>'}${html`<i>${'&'}</i>`}${[1, '<', html`<br />`]}</p>`.markup).toBe('<p>&lt;b&gt;<i>&amp;</i>1&lt;<br /></p>');
  });
});
