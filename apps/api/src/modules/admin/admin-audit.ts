import type { AuditPage, AuditQuery } from '@campus/contract';
import { addDays, startOfShopDay } from '../seller/shop-days';
import type { AdminAuditRepository, AuditRow } from './admin-audit.repository';
import { auditSentence, maskBankNumbers, type AuditNames } from './audit-sentences';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subject ids of one type on the page (uuids only: the tables are keyed by uuid). */
const idsOf = (rows: readonly AuditRow[], type: string) => [
  ...new Set(rows.filter((row) => row.subjectType === type && UUID.test(row.subjectId)).map((row) => row.subjectId)),
];

function byId<T extends { id: string }>(rows: readonly T[]): (id: string) => T | undefined {
  const map = new Map(rows.map((row) => [row.id, row]));
  return (id) => map.get(id);
}

/**
 * The audit log as people read it (issue 39 item 5): newest first, a page at a time, filtered by actor,
 * shop, kind and the market's days; each entry a sentence with a link, bank numbers masked.
 */
export class AdminAudit {
  constructor(private readonly repository: AdminAuditRepository) {}

  async page(query: AuditQuery): Promise<AuditPage> {
    const rows = await this.repository.entries(
      {
        beforeId: query.before,
        subject: query.subjectType && query.subjectId ? { type: query.subjectType, id: query.subjectId } : undefined,
        actorId: query.actorId,
        shopId: query.shopId,
        kind: query.kind,
        from: query.from ? startOfShopDay(query.from) : undefined,
        until: query.to ? startOfShopDay(addDays(query.to, 1)) : undefined,
      },
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const [names, people, actors] = await Promise.all([
      this.names(page),
      this.repository.users([...new Set(page.map((row) => row.actorId))]),
      this.repository.actors(),
    ]);
    const actorOf = byId(people);
    return {
      entries: page.map((row) => {
        const actor = actorOf(row.actorId) ?? { id: row.actorId, fullName: '(deleted account)', phone: '' };
        const said = auditSentence(actor.fullName, row, names);
        return {
          id: row.id,
          actor,
          action: row.action,
          sentence: said.text,
          link: said.link,
          subjectType: row.subjectType,
          subjectId: row.subjectId,
          before: maskBankNumbers(row.before),
          after: maskBankNumbers(row.after),
          createdAt: row.createdAt.toISOString(),
        };
      }),
      nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      actors,
    };
  }

  /** The names the page's sentences need, each table read once. */
  private async names(rows: readonly AuditRow[]): Promise<AuditNames> {
    const [users, shops, parts, refunds, reviews, books] = await Promise.all([
      this.repository.users(idsOf(rows, 'user')),
      this.repository.shops(idsOf(rows, 'shop')),
      this.repository.parts(idsOf(rows, 'order_part')),
      this.repository.refunds(idsOf(rows, 'refund')),
      this.repository.reviews(idsOf(rows, 'review')),
      this.repository.bookRequests(idsOf(rows, 'book_request')),
    ]);
    return {
      user: byId(users),
      shop: byId(shops),
      part: byId(parts),
      refund: byId(refunds),
      review: byId(reviews),
      bookRequest: byId(books),
    };
  }
}
