import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { ORDER_STATUS_LABELS, STORE_NAME, formatNaira, type OrderDetail } from '@campus/contract';

/**
 * DejaVu Sans: one font with the naira sign and the letters of Yoruba, Igbo and Hausa names (ẹ, ọ, ṣ,
 * ũ), from its npm package, found where the running code is (source or bundle) without a path of our own.
 */
const FONT = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const LAGOS = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

/** The file name a receipt downloads as. */
export const receiptFileName = (orderId: string) => `receipt-${orderId}.pdf`;

/**
 * The order's receipt as an A4 PDF (issue 37 item 4): the market's name, order number, payment reference,
 * date in Lagos time, who and where it goes to, each shop's lines with extras and quantities, its delivery
 * share and status, refunds, and the totals: the facts of the order page and the confirmation mail.
 */
export function receiptPdf(order: OrderDetail): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${STORE_NAME} receipt ${order.id}`, Author: STORE_NAME } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 100;
  /** Two columns from the left margin: the first `first` points wide, the second the rest, aligned as told. */
  const columns = (left: string, right: string, first: number, align: 'left' | 'right', bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'body').text(left, 50, y, { width: first });
    const after = doc.y;
    doc.text(right, 50 + first, y, { width: width - first, align });
    doc.y = Math.max(after, doc.y);
  };
  /** A fact of the order: its name, then the value (a reference number fits on one line). */
  const fact = (label: string, value: string) => columns(label, value, 130, 'left');
  /** A line with an amount at the right edge. */
  const row = (label: string, amount: string, bold = false) => columns(label, amount, width - 120, 'right', bold);

  doc.font('bold').fontSize(20).text(STORE_NAME);
  doc.font('body').fontSize(12).fillColor('#475569').text('Receipt').fillColor('#0f172a').moveDown();
  doc.fontSize(10);
  fact('Order number', order.id);
  fact('Payment reference', order.reference);
  fact('Date', LAGOS.format(new Date(order.createdAt)));
  fact('Paid by', 'Card (Paystack)');
  fact('For', order.fullName);
  fact('Delivered to', [order.hall, order.room].filter(Boolean).join(', '));
  if (order.note) fact('Note to the shop', order.note);

  for (const part of order.parts) {
    doc.moveDown().font('bold').fontSize(12).text(`${part.shop.name} — ${ORDER_STATUS_LABELS[part.status]}`, 50);
    doc.fontSize(10);
    for (const item of part.items) {
      row(`${item.qty} × ${item.title}`, formatNaira(item.unitPrice * item.qty));
      for (const extra of item.condiments) row(`    with ${extra.name} (${formatNaira(extra.price)})`, '');
    }
    row('Delivery share', formatNaira(part.delivery));
    if (part.reason) row('Reason', part.reason);
    if (part.refund) row(`Refund (${part.refund.status})`, `-${formatNaira(part.refund.amount)}`);
  }
  for (const refund of order.duplicateRefunds ?? []) row(`Second charge refunded (${refund.reference})`, `-${formatNaira(refund.amount)}`);

  doc.moveDown();
  row('Items', formatNaira(order.itemsSubtotal));
  row('Delivery', formatNaira(order.delivery));
  if (order.discount) row(order.promoCode ? `Promo code ${order.promoCode}` : 'Promo code', `-${formatNaira(order.discount)}`);
  row('Total paid', formatNaira(order.total), true);
  doc.moveDown(2).font('body').fontSize(8).fillColor('#64748b').text(`${STORE_NAME} · Keep this receipt for your records.`, 50);
  doc.end();
  return done;
}
