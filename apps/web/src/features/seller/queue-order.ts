import type { SellerPart } from '@campus/contract';

/** Newest paid first: a new order lands at the top of New, where the eye and the fold are (issue 36.4). */
export function newestFirst(parts: readonly SellerPart[]): SellerPart[] {
  return [...parts].sort((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt));
}

/** An order for later (issue 38 item 4) whose time to enter New has not come at `now`: shown under Later. */
export function isLater(part: SellerPart, now: number): boolean {
  return part.status === 'paid' && part.newAt !== undefined && Date.parse(part.newAt) > now;
}

/** The orders for later still waiting to enter New, the soonest first. */
export function laterParts(parts: readonly SellerPart[], now: number): SellerPart[] {
  return parts.filter((part) => isLater(part, now)).sort((a, b) => Date.parse(a.newAt ?? '') - Date.parse(b.newAt ?? ''));
}

/** The parts in New at `now`: paid, and not an order for later whose time has not come. */
export function newParts(parts: readonly SellerPart[], now: number): SellerPart[] {
  return newestFirst(parts.filter((part) => part.status === 'paid' && !isLater(part, now)));
}

/** The new orders no member has seen yet (here or on another device), oldest first: the takeover's line. */
export function unseenNew(parts: readonly SellerPart[], seenHere: ReadonlySet<string>, now = Date.now()): SellerPart[] {
  return parts
    .filter((part) => part.status === 'paid' && !isLater(part, now) && part.seenAt === null && !seenHere.has(part.id))
    .sort((a, b) => Date.parse(a.paidAt) - Date.parse(b.paidAt));
}
