/**
 * The status of one shop's part of an order (DESIGN §11 "Orders"), as one pure state machine used
 * by the server, the consoles and tests. A part starts `paid`; it moves forward one step at a time,
 * or ends `rejected` (by the shop, before it is ready) or `cancelled` (before it leaves the shop),
 * each with a reason. `delivered`, `rejected` and `cancelled` are terminal.
 */
export const ORDER_PART_STATUSES = [
  'paid',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'rejected',
  'cancelled',
] as const;
export type OrderPartStatus = (typeof ORDER_PART_STATUSES)[number];

export const TERMINAL_PART_STATUSES: readonly OrderPartStatus[] = ['delivered', 'rejected', 'cancelled'];

/** The statuses that need a reason when entered. */
export const STATUSES_WITH_REASON: readonly OrderPartStatus[] = ['rejected', 'cancelled'];

export const REASON_MAX_LENGTH = 200;

const NEXT: Readonly<Record<OrderPartStatus, readonly OrderPartStatus[]>> = {
  paid: ['accepted', 'rejected', 'cancelled'],
  accepted: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered'],
  delivered: [],
  rejected: [],
  cancelled: [],
};

export function isOrderPartStatus(value: string): value is OrderPartStatus {
  return (ORDER_PART_STATUSES as readonly string[]).includes(value);
}

export function isTerminalStatus(status: OrderPartStatus): boolean {
  return TERMINAL_PART_STATUSES.includes(status);
}

/** The statuses a part in `from` may move to next (none from a terminal status). */
export function nextStatuses(from: OrderPartStatus): readonly OrderPartStatus[] {
  return NEXT[from];
}

export function canTransition(from: OrderPartStatus, to: OrderPartStatus): boolean {
  return NEXT[from].includes(to);
}

export type TransitionResult =
  | { ok: true; status: OrderPartStatus; reason: string | null }
  | { ok: false; problem: 'terminal' | 'not_allowed' | 'reason_required' | 'reason_too_long' };

/** Judges one requested change: the new status and its trimmed reason, or why it is refused. */
export function transition(from: OrderPartStatus, to: OrderPartStatus, reason?: string | null): TransitionResult {
  if (isTerminalStatus(from)) return { ok: false, problem: 'terminal' };
  if (!canTransition(from, to)) return { ok: false, problem: 'not_allowed' };
  const trimmed = (reason ?? '').trim();
  if (STATUSES_WITH_REASON.includes(to)) {
    if (trimmed === '') return { ok: false, problem: 'reason_required' };
    if (trimmed.length > REASON_MAX_LENGTH) return { ok: false, problem: 'reason_too_long' };
    return { ok: true, status: to, reason: trimmed };
  }
  return { ok: true, status: to, reason: null };
}

/**
 * One status for a whole order from its parts' statuses (the order list, the order page's header and the
 * server's answers): while parts are live, the most advanced live part speaks for the order, so the
 * header moves as soon as one shop acts (issue 37: it read "Paid" while a part was Accepted); each part
 * keeps its own badge. When every part has ended, `delivered` if any was delivered, else `rejected` if
 * every part was rejected, else `cancelled`.
 */
export function overallStatus(parts: readonly OrderPartStatus[]): OrderPartStatus {
  const live = parts.filter((status) => !isTerminalStatus(status));
  if (live.length > 0) {
    const order = ORDER_PART_STATUSES;
    return live.reduce((most, status) => (order.indexOf(status) > order.indexOf(most) ? status : most));
  }
  if (parts.includes('delivered')) return 'delivered';
  if (parts.length > 0 && parts.every((status) => status === 'rejected')) return 'rejected';
  return parts.length === 0 ? 'paid' : 'cancelled';
}

/** Words for the shopper. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderPartStatus, string>> = {
  paid: 'Paid',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
