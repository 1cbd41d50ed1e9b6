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
  deliveryFee: 'Write the delivery fee in naira with digits only, e.g. 500 or 250.50 (at most ₦1,000,000).',
  commission: 'Write the commission as a percentage from 0 to 100 with digits only, e.g. 5 or 7.5 (at most two decimals).',
  orderNotFound: 'Order not found',
  bookRequestNotFound: 'Book request not found',
  bookStatusNotAllowed: 'This book request cannot move to that status from where it is.',
  userNotFound: 'Account not found',
  suspendSelf: 'You cannot suspend your own account.',
  suspensionReason: 'Please say why, in 3 to 200 characters without line breaks: the account holder reads it when they try to sign in.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  queryRequired: 'Please enter something to search for.',
  suspendShopName: "Type the shop's name as it is written to suspend it.",
} as const;

/** What a suspended account is told when it signs in (issue 39 item 6): the operator's reason, and who to ask. */
export const suspendedAccountMessage = (reason: string) =>
  `This account is suspended: ${reason}. Please contact the market's support if you think this is a mistake.`;

/** The limits of the operator's shop form, which the request schemas (schemas/admin.ts) are built from. */
export const ADMIN_LIMITS = {
  shopNameMin: 2,
  shopNameMax: 80,
  /** ₦1,000,000: a delivery fee beyond it is a typo. */
  deliveryFeeNairaMax: 1_000_000,
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

/**
 * A number as the operator types it: digits with at most two decimals ("1500", "7.5"); null for
 * anything else, so "1e3", "0x10", "-5", "1,500" or "" are refused instead of read as numbers.
 */
export function parsePlainDecimal(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+(?:\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}

/** The delivery fee field in naira, or the problem with it. */
export function parseDeliveryFeeInput(text: string): { naira: number } | { problem: string } {
  const naira = parsePlainDecimal(text);
  if (naira === null || naira > ADMIN_LIMITS.deliveryFeeNairaMax) return { problem: ADMIN_MESSAGES.deliveryFee };
  return { naira };
}

/** The commission field in percent (0–100), or the problem with it. */
export function parseCommissionInput(text: string): { percent: number } | { problem: string } {
  const percent = parsePlainDecimal(text);
  if (percent === null || percent > 100) return { problem: ADMIN_MESSAGES.commission };
  return { percent };
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
