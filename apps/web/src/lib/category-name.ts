import { CATEGORIES } from '@campus/contract';

/** True when the path segment names a category (case-insensitive), so the router can tell it from a shop slug. */
export function isCategoryName(segment: string | undefined): boolean {
  return CATEGORIES.some((name) => name.toLowerCase() === segment?.toLowerCase());
}
