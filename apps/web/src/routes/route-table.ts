import { LANDING_PATH, categoryPath } from '@campus/contract';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { categoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { shopQueryOptions } from '@/features/catalog/api/get-shop';
import { shopReviewsQueryOptions } from '@/features/reviews/api/shop-reviews';
import { isCategoryName } from '@/lib/category-name';
import { storedTokenIsLive } from '@/lib/session';
import { OPERATOR_CONSOLE_ROUTES } from './operator-console-routes';
import { lazyPage, started, type PageRoute } from './page-route';
import { SHOP_CONSOLE_ROUTES } from './shop-console-routes';

/**
 * The route table of spec §2, the one list of the app's pages (decision 132): adding a page is one
 * entry here, or in a console's children (shop-console-routes.ts, operator-console-routes.ts). The router (app/router.tsx), the link builders (`paths`) and the build's route manifest for
 * the API's page shell (decision 022) are made from it. Every page is lazy-loaded, so the shell alone
 * is the first JS of every route. The catalog and cart pages' loaders start their page's call while
 * the page's code loads; on a first visit the answer (for catalog pages, preloaded by the server
 * from `calls`) is usually there when the page first renders.
 */
export const ROUTES = {
  // §2/§9: the landing replaces the route with the default category.
  home: { index: true, link: () => '/', redirect: () => LANDING_PATH },
  checkout: {
    path: 'checkout',
    page: lazyPage(import.meta.glob('../features/checkout/pages/checkout-page.tsx'), 'CheckoutPage'),
    link: () => '/checkout',
    title: 'Checkout',
    earlyCart: true,
  },
  orderSuccess: {
    path: 'order-success',
    page: lazyPage(import.meta.glob('../features/checkout/pages/order-success-page.tsx'), 'OrderSuccessPage'),
    // Without a key, the receipt stored in this browser; with one, the order loaded from the server (reload, another device).
    link: (key?: { order: string } | { reference: string }) =>
      !key
        ? '/order-success'
        : 'order' in key
          ? `/order-success?order=${encodeURIComponent(key.order)}`
          : `/order-success?reference=${encodeURIComponent(key.reference)}`,
    title: 'Order placed',
  },
  orders: {
    path: 'orders',
    page: lazyPage(import.meta.glob('../features/orders/pages/orders-page.tsx'), 'OrdersPage'),
    link: () => '/orders',
    title: 'Orders',
  },
  order: {
    path: 'orders/:id',
    page: lazyPage(import.meta.glob('../features/orders/pages/order-page.tsx'), 'OrderPage'),
    link: (id: string) => `/orders/${encodeURIComponent(id)}`,
    title: 'Order',
  },
  requestBook: {
    path: 'request-a-book',
    page: lazyPage(import.meta.glob('../features/book-request/pages/request-book-page.tsx'), 'RequestBookPage'),
    link: () => '/request-a-book',
    title: 'Request a Book',
  },
  favourites: {
    path: 'favourites',
    page: lazyPage(import.meta.glob('../features/favourites/pages/favourites-page.tsx'), 'FavouritesPage'),
    link: () => '/favourites',
    title: 'Favourites',
  },
  myBookRequests: {
    path: 'book-requests',
    page: lazyPage(import.meta.glob('../features/book-request/pages/my-book-requests-page.tsx'), 'MyBookRequestsPage'),
    link: () => '/book-requests',
    title: 'My book requests',
  },
  about: {
    path: 'about',
    page: lazyPage(import.meta.glob('../features/about/pages/about-page.tsx'), 'AboutPage'),
    link: () => '/about',
    title: 'About Us',
  },
  terms: {
    path: 'terms-of-service',
    page: lazyPage(import.meta.glob('../features/about/pages/terms-of-service-page.tsx'), 'TermsOfServicePage'),
    link: () => '/terms-of-service',
    title: 'Terms of Service',
  },
  comingSoon: {
    path: 'coming-soon',
    page: lazyPage(import.meta.glob('../features/about/pages/coming-soon-page.tsx'), 'ComingSoonPage'),
    link: () => '/coming-soon',
    title: 'Coming Soon',
  },
  share: {
    path: 'share',
    page: lazyPage(import.meta.glob('../features/about/pages/share-page.tsx'), 'SharePage'),
    link: () => '/share',
    title: 'Share',
  },
  cart: {
    path: 'cart',
    page: lazyPage(import.meta.glob('../features/cart/pages/cart-page.tsx'), 'CartPage'),
    link: () => '/cart',
    title: 'Cart',
    // Signed in only: a visitor's cart page asks them to log in and calls nothing.
    load: (_params, queryClient) => (storedTokenIsLive() ? started(queryClient.prefetchQuery(cartQueryOptions())) : undefined),
    earlyCart: true,
  },
  login: {
    path: 'login',
    page: lazyPage(import.meta.glob('../features/auth/pages/login-page.tsx'), 'LoginPage'),
    link: () => '/login',
    title: 'Log in',
  },
  signup: {
    path: 'signup',
    page: lazyPage(import.meta.glob('../features/auth/pages/signup-page.tsx'), 'SignupPage'),
    link: () => '/signup',
    title: 'Sign up',
  },
  account: {
    path: 'account',
    page: lazyPage(import.meta.glob('../features/account/pages/account-page.tsx'), 'AccountPage'),
    link: () => '/account',
    title: 'Account',
  },
  details: {
    path: 'details',
    page: lazyPage(import.meta.glob('../features/account/pages/details-page.tsx'), 'DetailsPage'),
    link: () => '/details',
  },
  phone: { path: 'phone', page: lazyPage(import.meta.glob('../features/account/pages/phone-page.tsx'), 'PhonePage'), link: () => '/phone' },
  changePassword: {
    path: 'change-password',
    page: lazyPage(import.meta.glob('../features/account/pages/change-password-page.tsx'), 'ChangePasswordPage'),
    link: () => '/change-password',
  },
  changeEmail: {
    path: 'change-email',
    page: lazyPage(import.meta.glob('../features/account/pages/change-email-page.tsx'), 'ChangeEmailPage'),
    link: () => '/change-email',
  },
  forgotPassword: {
    path: 'forgot-password',
    page: lazyPage(import.meta.glob('../features/recovery/pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
    link: () => '/forgot-password',
  },
  recovery: {
    path: 'recovery',
    page: lazyPage(import.meta.glob('../features/recovery/pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
    link: () => '/recovery',
  },
  verifyOtp: {
    path: 'verify-otp',
    page: lazyPage(import.meta.glob('../features/recovery/pages/verify-otp-page.tsx'), 'VerifyOtpPage'),
    link: () => '/verify-otp',
  },
  resetPassword: {
    path: 'reset-password',
    page: lazyPage(import.meta.glob('../features/recovery/pages/reset-password-page.tsx'), 'ResetPasswordPage'),
    link: () => '/reset-password',
  },
  testPanel: {
    path: 'test-panel',
    page: lazyPage(import.meta.glob('../features/dev-panel/pages/test-panel-page.tsx'), 'TestPanelPage'),
    link: () => '/test-panel',
  },
  // The two consoles: a frame page each, their screens its children (decision 132), each a lazy chunk.
  // The operator's console (issue 21): operator-only on the server.
  admin: {
    path: 'admin',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-console-page.tsx'), 'AdminConsolePage'),
    // Any address in the console (an audit entry's link names its screen): the screens' own are paths.admin<Screen>.
    link: (section = '') => `/admin${section && `/${section}`}`,
    title: 'Operator console',
    console: true,
    children: OPERATOR_CONSOLE_ROUTES,
  },
  // The shop console (issue 20, decision 056).
  seller: {
    path: 'seller',
    page: lazyPage(import.meta.glob('../features/seller/pages/console-page.tsx'), 'ConsolePage'),
    link: () => '/seller',
    title: 'Shop console',
    console: true,
    children: SHOP_CONSOLE_ROUTES,
  },
  shop: {
    path: 'shop/:slug',
    page: lazyPage(import.meta.glob('../features/catalog/pages/shop-page.tsx'), 'ShopPage'),
    link: (slug: string) => `/shop/${encodeURIComponent(slug)}`,
    // The latest reviews are part of the server-rendered page (issue 37 item 1): a no-JavaScript visit shows them.
    load: ({ slug }, queryClient) => {
      started(queryClient.prefetchQuery(shopQueryOptions(slug ?? '')));
      started(queryClient.prefetchQuery(shopReviewsQueryOptions(slug ?? '')));
    },
    calls: ['shop/slug/:slug', 'shop/:slug/reviews?page=1'],
    subject: { kind: 'shop', param: 'slug' },
  },
  shopReviews: {
    path: 'shop/:slug/reviews',
    page: lazyPage(import.meta.glob('../features/reviews/pages/shop-reviews-page.tsx'), 'ShopReviewsPage'),
    link: (slug: string) => `/shop/${encodeURIComponent(slug)}/reviews`,
    title: 'Reviews',
  },
  product: {
    path: 'product-page/:slug',
    page: lazyPage(import.meta.glob('../features/catalog/pages/product-page.tsx'), 'ProductPage'),
    link: (slug: string) => `/product-page/${encodeURIComponent(slug)}`,
    load: ({ slug }, queryClient) => started(queryClient.prefetchQuery(productQueryOptions(slug ?? ''))),
    calls: ['product/slug/:slug'],
    subject: { kind: 'product', param: 'slug' },
  },
  search: {
    path: 'search',
    page: lazyPage(import.meta.glob('../features/search/pages/search-page.tsx'), 'SearchPage'),
    link: () => '/search',
    title: 'Search',
  },
  searchResults: {
    path: 'search/:query',
    page: lazyPage(import.meta.glob('../features/search/pages/search-results-page.tsx'), 'SearchResultsPage'),
    link: (query: string) => `/search/${encodeURIComponent(query)}`,
    title: 'Search results for "{query}"',
  },
  category: {
    path: ':categoryParam',
    // A category, or the fallback page for any other single segment (§2).
    page: lazyPage(import.meta.glob('../app/category-or-fallback-page.tsx'), 'CategoryOrFallback'),
    link: categoryPath,
    load: ({ categoryParam }, queryClient) =>
      isCategoryName(categoryParam) ? started(queryClient.prefetchQuery(categoriesQueryOptions())) : undefined,
    calls: ['categories'],
    subject: { kind: 'category', param: 'categoryParam' },
  },
  notFound: {
    path: '*',
    page: lazyPage(import.meta.glob('../features/catalog/pages/fallback-page.tsx'), 'FallbackPage'),
    title: 'Page not found',
  },
} satisfies Record<string, PageRoute>;
