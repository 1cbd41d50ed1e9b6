import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import { consolePaths } from '../components/seller-links';

/** A screen of the console, loaded when first shown (each its own chunk, off the storefront's route table). */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomeScreen = screen(() => import('../screens/home-screen'), 'SellerHomePage');
const InvitationScreen = screen(() => import('../screens/invitation-screen'), 'InvitationPage');
const OrdersScreen = screen(() => import('../screens/orders-screen'), 'SellerOrdersPage');
const HistoryScreen = screen(() => import('../screens/history-screen'), 'SellerHistoryPage');
const MembersScreen = screen(() => import('../screens/members-screen'), 'SellerMembersPage');
const ReviewsScreen = screen(() => import('../screens/reviews-screen'), 'SellerReviewsPage');
const TakingsScreen = screen(() => import('../screens/takings-screen'), 'SellerTakingsPage');
const TicketScreen = screen(() => import('../screens/ticket-screen'), 'SellerTicketPage');
// The catalog half of the console (issue 20 items 3–5) lives in its own feature.
const CatalogScreen = screen(() => import('@/features/seller-catalog/components/catalog-screen'), 'SellerCatalogPage');
const ProductScreen = screen(() => import('@/features/seller-catalog/components/product-screen'), 'SellerProductPage');
const PromoCodesScreen = screen(() => import('@/features/promos/components/promo-codes-screen'), 'SellerPromoCodesPage');
const ProfileScreen = screen(() => import('@/features/seller-catalog/components/profile-screen'), 'SellerProfilePage');

/** /seller/:shopSlug opens the shop's live orders. */
function ShopIndex() {
  const { shopSlug = '' } = useParams();
  return <Navigate to={consolePaths.orders(shopSlug)} replace />;
}

function Loading() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 lg:max-w-6xl">
      <div role="status" aria-busy="true" aria-label="Loading the shop console" className="h-40 animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}

/**
 * The shop console (issue 20, decision 056): one entry of the storefront's route table, `seller/*`,
 * and the console's own routes here, each screen its own lazy chunk. So the storefront's first load
 * carries one route for the whole console, whatever the console grows to (the catalog half's screens
 * are here too).
 */
const CONSOLE_ROUTES: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  { path: 'invitations/:token', element: <InvitationScreen /> },
  { path: ':shopSlug', element: <ShopIndex /> },
  { path: ':shopSlug/orders', element: <OrdersScreen /> },
  { path: ':shopSlug/orders/:partId/ticket', element: <TicketScreen /> },
  { path: ':shopSlug/history', element: <HistoryScreen /> },
  { path: ':shopSlug/takings', element: <TakingsScreen /> },
  { path: ':shopSlug/members', element: <MembersScreen /> },
  { path: ':shopSlug/reviews', element: <ReviewsScreen /> },
  { path: ':shopSlug/catalog', element: <CatalogScreen /> },
  { path: ':shopSlug/catalog/new', element: <ProductScreen /> },
  { path: ':shopSlug/catalog/:productId', element: <ProductScreen /> },
  { path: ':shopSlug/profile', element: <ProfileScreen /> },
  { path: ':shopSlug/promo-codes', element: <PromoCodesScreen /> },
  { path: '*', element: <Navigate to={consolePaths.home()} replace /> },
];

export function ConsolePage() {
  // useRoutes, not <Routes>: the storefront's router already ships its code, so the framework chunk stays as it was.
  return <Suspense fallback={<Loading />}>{useRoutes(CONSOLE_ROUTES)}</Suspense>;
}
