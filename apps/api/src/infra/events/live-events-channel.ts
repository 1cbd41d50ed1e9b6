import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The one notification channel of the market (decision 090): every change other instances must hear
 * of travels here as `{ topic, id? }`, sent inside the writing transaction (PostgreSQL and PGlite
 * deliver it only on commit). A notice is a wake-up: listeners read the rows themselves. The database's
 * own triggers (migration 0012, account notices) name the channel too: rename both together.
 */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/** What a topic is about; live streams are counted by kind (metrics). */
export type TopicKind = 'order' | 'shop' | 'account' | 'user' | 'catalog';

/**
 * `order:<order uuid>`, `shop:<shop uuid>`, `account:<user uuid>` (its access changed), `user:<user uuid>`
 * (its row changed: the kept sessions forget it, decision 127), `catalog`.
 */
export type Topic = `${TopicKind}:${string}` | 'catalog';

export const orderTopic = (orderId: string): Topic => `order:${orderId}`;
export const shopTopic = (shopId: string): Topic => `shop:${shopId}`;
export const accountTopic = (userId: string): Topic => `account:${userId}`;
export const CATALOG_TOPIC: Topic = 'catalog';

/**
 * The id of a notice on an order's topic saying one of its refunds changed status (decision 092). Order
 * events' ids are numbers; this one is a string, so the order's stream tells the page to reload instead.
 */
export const refundNoticeId = (refundId: string): string => `refund:${refundId}`;
export const isRefundNotice = (notice: LiveNotice): boolean => typeof notice.id === 'string' && notice.id.startsWith('refund:');

/**
 * The id of a notice on a shop's topic saying a member saw one of its parts (issue 36.4): like a refund
 * notice, a string where events' ids are numbers, so the shop's stream sends a `changed` frame for it.
 */
export const seenNoticeId = (partId: string): string => `seen:${partId}`;
/** The part a seen notice names, or undefined when the notice is not one. */
export const seenPartOf = (notice: LiveNotice): string | undefined =>
  typeof notice.id === 'string' && notice.id.startsWith('seen:') ? notice.id.slice('seen:'.length) : undefined;
/** The id of a notice on an order's topic saying a shop moved its ready-in estimate (issue 36): the page reloads. */
export const estimateNoticeId = (partId: string): string => `estimate:${partId}`;
export const isEstimateNotice = (notice: LiveNotice): boolean => typeof notice.id === 'string' && notice.id.startsWith('estimate:');

export interface LiveNotice {
  topic: string;
  /** The row that changed, when the topic has rows (an order event's id); a shop's id for the catalog. */
  id?: number | string;
  /**
   * The row itself as its stream sends it, when the writer put it in the notice (an order's status event,
   * decision 148): the stream writes it without reading it back. Absent: the stream reads.
   */
  event?: object;
}

export function parseNotice(payload: string | undefined): LiveNotice | null {
  if (!payload) return null;
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { topic, id, event } = value as { topic?: unknown; id?: unknown; event?: unknown };
    if (typeof topic !== 'string' || topic.length === 0) return null;
    if (id === undefined) return { topic };
    if ((typeof id === 'number' && Number.isSafeInteger(id)) || typeof id === 'string')
      return typeof event === 'object' && event !== null && !Array.isArray(event) ? { topic, id, event } : { topic, id };
  } catch {
    return null;
  }
  return null;
}

/** NOTIFY inside the writing transaction: heard by every instance once (and only if) it commits. */
export async function notifyLive(tx: Executor, notice: LiveNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * Says, inside the writing transaction, that a shop's catalog changed (decisions 060, 090): delivered on commit,
 * every instance drops its catalog index. The notice names the shop (for the log); listeners drop the whole index.
 */
export async function notifyCatalogChange(tx: Executor, shopId: string): Promise<void> {
  await notifyLive(tx, { topic: CATALOG_TOPIC, id: shopId });
}
