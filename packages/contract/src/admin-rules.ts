/**
 * The operator console's words and the book request queue's statuses (issue 21), without zod: the
 * console's pages import these, and zod stays off their chunks and the storefront's (decision 038).
 */
export const ADMIN_MESSAGES = {
  shopNotFound: 'Shop not found',
  categoryNotFound: 'Category not found',
  slugTaken: 'A shop with that name already exists. Please choose another name.',
  shopNameShort: 'Please enter the shop name',
  shopNameLong: 'The shop name must be at most 80 characters',
  shopNameNoLetters: 'The shop name must contain at least one letter or digit.',
  orderNotFound: 'Order not found',
  bookRequestNotFound: 'Book request not found',
  bookStatusNotAllowed: 'This book request cannot move to that status from where it is.',
  userNotFound: 'Account not found',
  queryRequired: 'Please enter something to search for.',
} as const;

/** The limits of the operator's shop form, which the request schemas (schemas/admin.ts) are built from. */
export const ADMIN_LIMITS = {
  shopNameMin: 2,
  shopNameMax: 80,
} as const;

/** The address part a shop gets when its name has no Latin letter or digit ("書店"): never an empty slug. */
export const FALLBACK_SHOP_SLUG = 'shop';

/**
 * What two shop names are compared by: their letters and digits, whatever the case, accents, spacing
 * or punctuation ("JOLLOF REPUBLIC" reads as "Jollof Republic"); letters of every script count, so
 * "Ẹ̀kọ́ 書店" and "Ẹ̀kọ́ 食堂" differ. Two shops may not have the same key.
 */
export function shopNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when a name has something to read and tell apart (a letter or digit of any script), not only emoji or signs. */
export function hasShopNameLetters(name: string): boolean {
  return shopNameKey(name) !== '';
}

/** The first problem of a shop name as the operator typed it; null when the server takes it (uniqueness aside). */
export function shopNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < ADMIN_LIMITS.shopNameMin) return ADMIN_MESSAGES.shopNameShort;
  if (trimmed.length > ADMIN_LIMITS.shopNameMax) return ADMIN_MESSAGES.shopNameLong;
  if (!hasShopNameLetters(trimmed)) return ADMIN_MESSAGES.shopNameNoLetters;
  return null;
}

export const BOOK_REQUEST_STATUSES = ['new', 'searching', 'found', 'not_found'] as const;
export type BookRequestStatus = (typeof BOOK_REQUEST_STATUSES)[number];
export const BOOK_REQUEST_STATUS_LABELS: Record<BookRequestStatus, string> = {
  new: 'New',
  searching: 'Searching',
  found: 'Found',
  not_found: 'Not found',
};

/** Where a book request may go next: found and not found end it (the requester was told). */
export function nextBookStatuses(status: BookRequestStatus): readonly BookRequestStatus[] {
  if (status === 'new') return ['searching', 'found', 'not_found'];
  if (status === 'searching') return ['found', 'not_found'];
  return [];
}

/** The console's guard text: the same words as ACCESS_MESSAGES.operatorOnly (shop-roles.ts). */
export const ADMIN_OPERATOR_ONLY = "Only the market's operator can do this.";
