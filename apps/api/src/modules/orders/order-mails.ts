import { ORDER_STATUS_LABELS, STORE_NAME, formatKobo, type OrderPartStatus } from '@campus/contract';
import { html, type SafeHtml } from '../mail/mail-html';
import type { MailContent } from '../mail/recovery-mail';
import type { NewOrderItemRow, OrderRow } from './orders.repository';

function page(title: string, paragraphs: readonly (string | SafeHtml)[]): string {
  return html`<!doctype html>
    <html lang="en">
      <body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
        <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
          <h1 style="font-size:20px;margin:0 0 16px">${title}</h1>
          ${paragraphs.map((p) => html`<p>${p}</p> `)}
        </div>
      </body>
    </html>`.markup;
}

/** The statuses a shopper is mailed about (issue 19). */
export const MAILED_STATUSES: readonly OrderPartStatus[] = ['accepted', 'rejected', 'out_for_delivery', 'delivered'];

/** One shop's part of the order as the confirmation lists it: its name and delivery share. */
export interface MailedPart {
  shopId: string;
  shopName: string;
  deliveryKobo: number;
}

const LAGOS = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

/**
 * The order confirmation: the receipt's facts (issue 37 item 4) — the order number, reference and
 * Lagos date, each shop's lines with their extras and prices and its delivery share, and the totals.
 */
export function orderConfirmationMail(order: OrderRow, items: readonly NewOrderItemRow[], parts: readonly MailedPart[]): MailContent {
  const shops = parts.map((part) => ({
    heading: part.shopName,
    lines: [
      ...items
        .filter((item) => item.shopId === part.shopId)
        .map((item) => {
          const extras = (item.condiments ?? []).map((c) => `${c.name} ${formatKobo(c.priceKobo)}`).join(', ');
          return `${item.qty} x ${item.title}${extras ? ` (with ${extras})` : ''}: ${formatKobo(item.unitPriceKobo * item.qty)}`;
        }),
      `Delivery share: ${formatKobo(part.deliveryKobo)}`,
    ],
  }));
  const where = [order.hall, order.room].filter(Boolean).join(', ');
  const date = LAGOS.format(order.createdAt);
  const subject = `${STORE_NAME} order ${order.publicId} confirmed`;
  const text = [
    `Hello ${order.fullName},`,
    '',
    `Thank you: your payment was received and your order ${order.publicId} is placed.`,
    ...shops.flatMap((shop) => ['', shop.heading, ...shop.lines]),
    '',
    `Items: ${formatKobo(order.itemsSubtotalKobo)}`,
    `Delivery: ${formatKobo(order.deliveryKobo)}`,
    ...(order.discountKobo > 0 ? [`${promoLabel(order)}: -${formatKobo(order.discountKobo)}`] : []),
    `Total paid: ${formatKobo(order.totalKobo)}`,
    `Reference number: ${order.paymentReference}`,
    `Date: ${date}`,
    `Deliver to: ${where}`,
    ...(order.deliveryNote ? [`Note to the shop: ${order.deliveryNote}`] : []),
    '',
    `— ${STORE_NAME}`,
  ].join('\n');
  const body = page(`Order ${order.publicId} confirmed`, [
    `Hello ${order.fullName},`,
    'Thank you: your payment was received and your order is placed.',
    ...shops.map((shop) => html`<strong>${shop.heading}</strong>${shop.lines.map((line) => html`<br />${line}`)}`),
    html`Items: ${formatKobo(order.itemsSubtotalKobo)}<br />Delivery: ${formatKobo(order.deliveryKobo)}<br />${
        order.discountKobo > 0 ? html`${promoLabel(order)}: -${formatKobo(order.discountKobo)}<br />` : ''
      }<strong>Total paid: ${formatKobo(order.totalKobo)}</strong>`,
    html`Reference number: ${order.paymentReference}<br />Date: ${date}<br />Deliver to: ${where}`,
  ]);
  return { subject, text, html: body };
}

/** A part of the order moved: which shop, the new status and, when it ended badly, why. */
export function orderStatusMail(order: OrderRow, shopName: string, status: OrderPartStatus, reason: string | null): MailContent {
  const label = ORDER_STATUS_LABELS[status];
  const subject = `${STORE_NAME} order ${order.publicId}: ${label}`;
  const text = [
    `Hello ${order.fullName},`,
    '',
    `${shopName}: your order ${order.publicId} is now "${label}".`,
    ...(reason ? ['', `Reason: ${reason}`] : []),
    '',
    `— ${STORE_NAME}`,
  ].join('\n');
  const body = page(`Order ${order.publicId}: ${label}`, [
    `Hello ${order.fullName},`,
    html`${shopName}: your order is now <strong>${label}</strong>.`,
    ...(reason ? [`Reason: ${reason}`] : []),
  ]);
  return { subject, text, html: body };
}

/** The discount's line of a receipt (issue 38 item 3): "Promo code LAUNCH500". */
function promoLabel(order: { promoCode: string | null }): string {
  return order.promoCode ? `Promo code ${order.promoCode}` : 'Promo code';
}
