/** §1: shop categories; Food is the landing category (§9). */
export const CATEGORIES = ['Food', 'Books', 'Fashion', 'Electronics', 'Accessories'] as const;
export type CategoryName = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: CategoryName = 'Food';
/** A category page's address ("/Food"): the storefront's links and the server's landing render both build it here. */
export const categoryPath = (name: string): string => `/${encodeURIComponent(name)}`;
/** Where the home address sends a shopper (§2/§9): the default category's page, the one the server renders at start (decision 072). */
export const LANDING_PATH = categoryPath(DEFAULT_CATEGORY);

export const STORE_NAME = 'Campus Market';
export const BOOK_SHOP_SLUG = 'book-shop';
/** §3 the multipart field that carries the optional picture of a book request. */
export const BOOK_IMAGE_FIELD = 'images';
/** Image types a book request accepts; the server decides by the file's bytes, the client checks the type first. */
export const BOOK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** §9 redirect delays, in milliseconds. */
export const DELAYS_MS = {
  afterLogout: 1000,
  afterSignIn: 1500,
  afterSignUp: 1500,
  afterCodeVerified: 1500,
  afterCodeSent: 2000,
  afterPasswordReset: 2000,
} as const;

/** §9 limits. */
export const LIMITS = {
  otpLength: 6,
  otpLifetimeSeconds: 600,
  otpResendLockSeconds: 60,
  otpMaxAttempts: 5,
  passwordMinOnChange: 6,
  passwordMinOnReset: 8,
  passwordMinStrength: 3,
  suggestionsMax: 5,
  fuzzyThreshold: 0.4,
  fuzzyMaxPatternLength: 32,
  searchQueryMaxLength: 100,
  searchHistoryMax: 20,
  cartQtyMax: 99,
  bookImageMaxBytes: 5 * 1024 * 1024,
  productSkeletonCards: 8,
  lazyImageRootMarginPx: 100,
  tokenLifetimeSeconds: 7 * 24 * 60 * 60,
} as const;

/** §9 truncation lengths. */
export const TRUNCATE = {
  shopDescription: 50,
  searchDescription: 40,
  searchCategoryName: 20,
  shopCardName: 20,
} as const;

/** §3 browser storage keys. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  recoveryEmail: 'recoveryEmail',
  resetUserId: 'resetUserId',
  receiptId: 'receiptId',
  orderPrice: 'orderPrice',
  customerName: 'customerName',
  customerHall: 'customerHall',
} as const;

/**
 * Where the page shell of the cart and checkout pages leaves the signed-in shopper's cart call it
 * started with the document (`{ token, response }` on window), for the storefront to take (decision 019).
 */
export const EARLY_CART_CALL = '__campusMarketEarlyCart';

/**
 * Where the starter of a server-rendered page keeps the buttons tapped and forms sent before the page
 * was hydrated (`{ release(): Element[] }` on window), for the storefront to replay once it is (decision 069).
 */
export const HELD_TAPS = '__campusMarketHeldTaps';

/**
 * The request header that asks a page's address for the signed-in shopper's content instead of its document:
 * the page shell's early script sends it with the stored token, and paints the answer over the app's frame
 * (decision 140).
 */
export const PAGE_CONTENT_HEADER = 'x-page-content';

/**
 * Where the page shell's early script leaves the painting of a signed-in shopper's content (a promise, settled once
 * it is painted or will not be): a frame's starter waits for it before it asks for the scripts (decision 140).
 */
export const PAGE_CONTENT_PAINT = '__campusMarketContentPaint';

/** The attribute of the inert element that holds the app's frame (decision 075), which the painted content replaces. */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';

/** §9 toast durations (sonner). */
export const TOAST_MS = { success: 2000, error: 4000, default: 4000 } as const;

/** Where every JSON call of the API lives (spec §7): routes, page hints, headers and probes use it. */
export const API_PREFIX = '/api/v1';
