import { CATEGORIES } from '@campus/contract';

/** True when the path segment names a category (case-insensitive), so the router can tell it from a shop slug. */
export function isCategoryName(segment: string | undefined): boolean {
  return CATEGORIES.some((name) => name.toLowerCase() === segment?.toLowerCase());
}

/** The typed route table (spec §2): every link in the app is built here, never by hand. */
export const paths = {
  home: () => '/',
  category: (name: string) => `/${encodeURIComponent(name)}`,
  login: () => '/login',
  signup: () => '/signup',
  forgotPassword: () => '/forgot-password',
  recovery: () => '/recovery',
  verifyOtp: () => '/verify-otp',
  resetPassword: () => '/reset-password',
  account: () => '/account',
  details: () => '/details',
  phone: () => '/phone',
  changePassword: () => '/change-password',
  changeEmail: () => '/change-email',
  cart: () => '/cart',
  checkout: () => '/checkout',
  orderSuccess: () => '/order-success',
  /** The receipt of one order, loaded from the server (reload, another device). */
  orderSuccessFor: (key: { order: string } | { reference: string }) =>
    'order' in key
      ? `/order-success?order=${encodeURIComponent(key.order)}`
      : `/order-success?reference=${encodeURIComponent(key.reference)}`,
  orders: () => '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  shop: (slug: string) => `/shop/${encodeURIComponent(slug)}`,
  product: (slug: string) => `/product-page/${encodeURIComponent(slug)}`,
  search: () => '/search',
  searchResults: (query: string) => `/search/${encodeURIComponent(query)}`,
  requestBook: () => '/request-a-book',
  about: () => '/about',
  terms: () => '/terms-of-service',
  testPanel: () => '/test-panel',
  share: () => '/share',
  comingSoon: () => '/coming-soon',
} as const;
