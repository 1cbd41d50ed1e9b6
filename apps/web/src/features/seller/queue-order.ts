import type { SellerPart } from '@campus/contract';

/** Newest paid first: a new order lands at the top of New, where the eye and the fold are (issue 36.4). */
export function newestFirst(parts: readonly SellerPart[]): SellerPart[] {
  return [...parts].sort((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt));
}

/** The new orders no member has seen yet (here or on another device), oldest first: the takeover's line. */
export function unseenNew(parts: readonly SellerPart[], seenHere: ReadonlySet<string>): SellerPart[] {
  return parts
    .filter((part) => part.status === 'paid' && part.seenAt === null && !seenHere.has(part.id))
    .sort((a, b) => Date.parse(a.paidAt) - Date.parse(b.paidAt));
}
