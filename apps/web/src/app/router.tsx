import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate } from 'react-router';
import { DEFAULT_CATEGORY } from '@campus/contract';
import { cartQueryOptions } from '../features/cart/api/get-cart';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { shopQueryOptions } from '../features/catalog/api/get-shop';
import { isCategoryName, paths } from '../lib/paths';
import { storedTokenIsLive } from '../lib/session';
import { AppLayout } from './layout/app-layout';

/**
 * The route table of spec §2. Every page is lazy-loaded, so the shell alone is the first JS of every
 * route. The catalog and cart pages' loaders start their page's call while the page's code loads,
 * without waiting for it: the page still shows its skeleton until the answer is in, but on a first
 * visit the answer (for catalog pages, preloaded by the server) is usually there when the page
 * first renders, so it renders once, with its content, instead of a skeleton and then the content.
 */
export function createAppRouter(queryClient: QueryClient) {
  // A loader answers at once; the call goes on in the background and lands in the query cache.
  const started = (call: Promise<void>) => {
    void call;
    return null;
  };
  return createBrowserRouter([
    {
      element: <AppLayout />,
      // Nothing to show while the first loaders run: they answer at once (without it, React Router warns on every first load).
      HydrateFallback: () => null,
      children: [
        // §2/§9: the landing replaces the route with the default category.
        { index: true, element: <Navigate to={paths.category(DEFAULT_CATEGORY)} replace /> },
        { path: 'checkout', lazy: () => import('../features/checkout/pages/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
        {
          path: 'order-success',
          lazy: () => import('../features/checkout/pages/order-success-page').then((m) => ({ Component: m.OrderSuccessPage })),
        },
        { path: 'orders', lazy: () => import('../features/orders/pages/orders-page').then((m) => ({ Component: m.OrdersPage })) },
        { path: 'orders/:id', lazy: () => import('../features/orders/pages/order-page').then((m) => ({ Component: m.OrderPage })) },
        {
          path: 'request-a-book',
          lazy: () => import('../features/book-request/pages/request-book-page').then((m) => ({ Component: m.RequestBookPage })),
        },
        { path: 'about', lazy: () => import('../features/about/pages/about-page').then((m) => ({ Component: m.AboutPage })) },
        {
          path: 'terms-of-service',
          lazy: () => import('../features/about/pages/terms-of-service-page').then((m) => ({ Component: m.TermsOfServicePage })),
        },
        {
          path: 'coming-soon',
          lazy: () => import('../features/about/pages/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage })),
        },
        { path: 'share', lazy: () => import('../features/about/pages/share-page').then((m) => ({ Component: m.SharePage })) },
        {
          path: 'cart',
          // Signed in only: a visitor's cart page asks them to log in and calls nothing.
          loader: () => (storedTokenIsLive() ? started(queryClient.prefetchQuery(cartQueryOptions())) : null),
          lazy: () => import('../features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })),
        },
        { path: 'login', lazy: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
        { path: 'signup', lazy: () => import('../features/auth/pages/signup-page').then((m) => ({ Component: m.SignupPage })) },
        { path: 'account', lazy: () => import('../features/account/pages/account-page').then((m) => ({ Component: m.AccountPage })) },
        { path: 'details', lazy: () => import('../features/account/pages/details-page').then((m) => ({ Component: m.DetailsPage })) },
        { path: 'phone', lazy: () => import('../features/account/pages/phone-page').then((m) => ({ Component: m.PhonePage })) },
        {
          path: 'change-password',
          lazy: () => import('../features/account/pages/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
        },
        {
          path: 'change-email',
          lazy: () => import('../features/account/pages/change-email-page').then((m) => ({ Component: m.ChangeEmailPage })),
        },
        {
          path: 'forgot-password',
          lazy: () => import('../features/recovery/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
        },
        {
          path: 'recovery',
          lazy: () => import('../features/recovery/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
        },
        {
          path: 'verify-otp',
          lazy: () => import('../features/recovery/pages/verify-otp-page').then((m) => ({ Component: m.VerifyOtpPage })),
        },
        {
          path: 'reset-password',
          lazy: () => import('../features/recovery/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
        },
        {
          path: 'test-panel',
          lazy: () => import('../features/dev-panel/pages/test-panel-page').then((m) => ({ Component: m.TestPanelPage })),
        },
        {
          path: 'shop/:slug',
          loader: ({ params }) => started(queryClient.prefetchQuery(shopQueryOptions(params.slug ?? ''))),
          lazy: () => import('../features/catalog/pages/shop-page').then((m) => ({ Component: m.ShopPage })),
        },
        {
          path: 'product-page/:slug',
          loader: ({ params }) => started(queryClient.prefetchQuery(productQueryOptions(params.slug ?? ''))),
          lazy: () => import('../features/catalog/pages/product-page').then((m) => ({ Component: m.ProductPage })),
        },
        { path: 'search', lazy: () => import('../features/search/pages/search-page').then((m) => ({ Component: m.SearchPage })) },
        {
          path: 'search/:query',
          lazy: () => import('../features/search/pages/search-results-page').then((m) => ({ Component: m.SearchResultsPage })),
        },
        {
          path: ':categoryParam',
          loader: ({ params }) =>
            isCategoryName(params.categoryParam) ? started(queryClient.prefetchQuery(categoriesQueryOptions())) : null,
          lazy: () => import('./category-or-fallback-page').then((m) => ({ Component: m.CategoryOrFallback })),
        },
        { path: '*', lazy: () => import('../features/catalog/pages/fallback-page').then((m) => ({ Component: m.FallbackPage })) },
      ],
    },
  ]);
}
