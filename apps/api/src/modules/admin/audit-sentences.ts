import { formatKobo, marketDate, maskAccountNumber, type AuditKind } from '@campus/contract';

/** One audit row as the sentences read it. */
export interface AuditFacts {
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
}

/** The names the sentences use, looked up once per page (a thing deleted since has none). */
export interface AuditNames {
  user(id: string): { fullName: string; phone: string } | undefined;
  shop(id: string): { name: string; slug: string } | undefined;
  part(id: string): { orderId: string; shopName: string } | undefined;
  refund(id: string): { orderId: string | null; amountKobo: number; shopName: string | null } | undefined;
  review(id: string): { shopName: string; stars: number; orderId: string } | undefined;
  bookRequest(id: string): { name: string } | undefined;
}

/** The sentence after the actor's name, and the console section it links to (`orders/CM-…`), or null. */
export interface Said {
  text: string;
  link: string | null;
}

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const withReason = (reason: unknown) => (str(reason) ? `: ${str(reason)}` : '');
const minutes = (value: unknown) => (num(value) === null ? "the market's" : `${num(value)} minutes`);

const SHOP_FIELDS: Record<string, string> = {
  name: 'name',
  categoryId: 'category',
  description: 'description',
  deliveryPriceKobo: 'delivery fee',
  phone: 'phone',
};

function shopName(names: AuditNames, id: string, recorded?: unknown): string {
  return names.shop(id)?.name ?? (str(recorded) || 'a shop since removed');
}

/** What changed between two recorded shapes of a shop: "name Mama Put Corner → Mama Put, delivery fee ₦200.00 → ₦300.00". */
function shopChanges(before: Fields, after: Fields): string {
  const changes = Object.entries(SHOP_FIELDS)
    .filter(([key]) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(([key, label]) => {
      if (key === 'deliveryPriceKobo') {
        const from = num(before[key]);
        const to = num(after[key]);
        return `${label} ${from === null ? '—' : formatKobo(from)} → ${to === null ? '—' : formatKobo(to)}`;
      }
      if (key === 'name' || key === 'phone') return `${label} ${str(before[key]) || '—'} → ${str(after[key]) || '—'}`;
      return label;
    });
  return changes.length ? changes.join(', ') : 'nothing visible';
}

/**
 * Each audited kind as a sentence (issue 39 item 5). The record is exhaustive over AUDIT_KIND_LABELS, and
 * a test walks the kinds the code writes: a new kind without a sentence fails it.
 */
export const AUDIT_SENTENCES: Record<AuditKind, (entry: AuditFacts, names: AuditNames) => Said> = {
  'order_part.refund': (entry, names) => {
    const after = fields(entry.after);
    const part = names.part(entry.subjectId);
    const amount = num(after.amountKobo);
    const order = part?.orderId ?? 'an order';
    return {
      text: `refunded ${amount === null ? 'a part' : formatKobo(amount)} on ${order}${withReason(after.reason)}`,
      link: part ? `orders/${part.orderId}` : null,
    };
  },
  'refund.check': (entry, names) => {
    const refund = names.refund(entry.subjectId);
    return {
      text: `asked Paystack again about the refund of ${refund ? formatKobo(refund.amountKobo) : 'an amount'}${refund?.orderId ? ` on ${refund.orderId}` : ''}`,
      link: refund?.orderId ? `orders/${refund.orderId}` : null,
    };
  },
  'shop.create': (entry, names) => ({
    text: `created the shop ${shopName(names, entry.subjectId, fields(entry.after).name)}`,
    link: 'shops',
  }),
  'shop.update': (entry, names) => ({
    text: `changed ${shopName(names, entry.subjectId, fields(entry.after).name)}: ${shopChanges(fields(entry.before), fields(entry.after))}`,
    link: 'shops',
  }),
  'shop.suspend': (entry, names) => ({
    text: `suspended the shop ${shopName(names, entry.subjectId, fields(entry.after).name)}`,
    link: 'shops',
  }),
  'shop.unsuspend': (entry, names) => ({
    text: `restored the shop ${shopName(names, entry.subjectId, fields(entry.after).name)}`,
    link: 'shops',
  }),
  'shop.invite': (entry, names) => {
    const after = fields(entry.after);
    return { text: `invited ${str(after.email)} as ${str(after.role) || 'member'} of ${shopName(names, entry.subjectId)}`, link: 'shops' };
  },
  'shop.settlement.set': (entry, names) => {
    const after = fields(entry.after);
    const number = str(after.accountNumber);
    const commission = num(after.commissionPercent);
    return {
      text:
        `set ${shopName(names, entry.subjectId)}'s bank account to ${str(after.accountName)}, ${str(after.bankName)} ` +
        `${number ? maskAccountNumber(number) : ''}`.trimEnd() +
        (commission === null ? '' : `, commission ${commission} %`),
      link: 'shops',
    };
  },
  'shop.payout.record': (entry, names) => {
    const after = fields(entry.after);
    const amount = num(after.amountKobo);
    return {
      text:
        `recorded a payout of ${amount === null ? 'an amount' : formatKobo(amount)} to ${shopName(names, entry.subjectId)}` +
        `, paid on ${/^\d{4}-\d{2}-\d{2}$/.test(str(after.paidOn)) ? marketDate(`${str(after.paidOn)}T12:00:00+01:00`) : str(after.paidOn)}` +
        `, reference ${str(after.reference)}`,
      link: 'money',
    };
  },
  'shop.payout.reverse': (entry, names) => {
    const before = fields(entry.before);
    const amount = num(before.amountKobo);
    return {
      text:
        `reversed the payout of ${amount === null ? 'an amount' : formatKobo(amount)} to ${shopName(names, entry.subjectId)}` +
        `, reference ${str(before.reference)}: ${str(fields(entry.after).reason)}`,
      link: 'money',
    };
  },
  'promo_code.create': (entry) => {
    const after = fields(entry.after);
    const value = num(after.value);
    const off = value === null ? '' : after.kind === 'percent' ? ` (${value / 100} % off` : ` (${formatKobo(value)} off`;
    const payer = after.funder === 'shop' ? ', the shop pays)' : after.funder === 'market' ? ', the market pays)' : ')';
    return { text: `created the promo code ${str(after.code)}${off ? off + payer : ''}`, link: 'promo-codes' };
  },
  'promo_code.disable': (entry) => ({ text: `turned off the promo code ${str(fields(entry.after).code)}`, link: 'promo-codes' }),
  'shop.acceptance_minutes': (entry, names) => ({
    text: `set ${shopName(names, entry.subjectId)}'s time to accept an order to ${minutes(fields(entry.after).acceptanceMinutes)}`,
    link: 'deadlines',
  }),
  'market.settings': (entry) => {
    const after = fields(entry.after);
    return {
      text: `set the market's time to accept an order to ${minutes(after.acceptanceMinutes)}, texting the shop after ${minutes(after.smsAfterMinutes)}`,
      link: 'deadlines',
    };
  },
  'delivery_time.set': (entry) => ({
    text: `set the time to deliver to ${entry.subjectId} to ${minutes(fields(entry.after).minutes)}`,
    link: 'delivery-times',
  }),
  'book_request.update': (entry, names) => {
    const after = fields(entry.after);
    const before = fields(entry.before);
    const book = names.bookRequest(entry.subjectId)?.name ?? 'a book';
    const moved = str(after.status) !== str(before.status);
    return {
      text: moved
        ? `marked the request for “${book}” ${(str(after.statusLabel) || str(after.status)).toLowerCase()}`
        : `changed the note on the request for “${book}”`,
      link: 'book-requests',
    };
  },
  'job.retry': (entry) => {
    const before = fields(entry.before);
    return { text: `ran the failed ${str(before.queue) || ''} job ${str(before.key)} again`.replace(/\s+/g, ' '), link: 'jobs' };
  },
  'review.hide': (entry, names) => {
    const review = names.review(entry.subjectId);
    return {
      text: `hid a ${review ? `${review.stars}-star review of ${review.shopName}` : 'review'}${withReason(fields(entry.after).reason)}`,
      link: 'reviews',
    };
  },
  'user.revoke_sessions': (entry, names) => ({
    text: `signed ${accountOf(names, entry.subjectId)} out everywhere`,
    link: usersLink(names, entry),
  }),
  'user.suspend': (entry, names) => ({
    text: `suspended ${accountOf(names, entry.subjectId)}'s account${withReason(fields(entry.after).reason)}`,
    link: usersLink(names, entry),
  }),
  'user.reinstate': (entry, names) => ({
    text: `reinstated ${accountOf(names, entry.subjectId)}'s account`,
    link: usersLink(names, entry),
  }),
};

function accountOf(names: AuditNames, id: string): string {
  return names.user(id)?.fullName ?? 'an account since deleted';
}

function usersLink(names: AuditNames, entry: AuditFacts): string | null {
  const user = names.user(entry.subjectId);
  return user ? `users?q=${encodeURIComponent(user.phone)}` : null;
}

/** The whole sentence: who, then what; an unknown kind still reads as a sentence (the test keeps that from happening). */
export function auditSentence(actorName: string, entry: AuditFacts, names: AuditNames): Said {
  const say = (AUDIT_SENTENCES as Record<string, ((entry: AuditFacts, names: AuditNames) => Said) | undefined>)[entry.action];
  const said = say ? say(entry, names) : { text: `did ${entry.action} on ${entry.subjectType} ${entry.subjectId}`, link: null };
  return { text: `${actorName} ${said.text}`, link: said.link };
}

/** Every `accountNumber` in a recorded shape, masked to its last four digits, however deep. */
export function maskBankNumbers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskBankNumbers);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      /accountnumber/i.test(key) && typeof inner === 'string' ? maskAccountNumber(inner) : maskBankNumbers(inner),
    ]),
  );
}
