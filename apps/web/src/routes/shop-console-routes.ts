import { lazyPage, type PageRoute } from './page-route';

const shop = (shopSlug: string) => `/seller/${encodeURIComponent(shopSlug)}`;

/**
 * The shop console's screens (issue 20, decision 056), children of the route table's `seller` route
 * (decision 132): each its own lazy chunk, each link builder `paths.<key>`. Adding a screen is one entry
 * here; the console's tabs link to it through `consolePaths` (features/seller/components/seller-links.ts).
 */
export const SHOP_CONSOLE_ROUTES = {
  sellerHome: {
    index: true,
    page: lazyPage(import.meta.glob('../features/seller/screens/home-screen.tsx'), 'SellerHomePage'),
  },
  sellerInvitation: {
    path: 'invitations/:token',
    page: lazyPage(import.meta.glob('../features/seller/screens/invitation-screen.tsx'), 'InvitationPage'),
    link: (token: string) => `/seller/invitations/${encodeURIComponent(token)}`,
  },
  // /seller/:shopSlug opens the shop's live orders.
  sellerShop: {
    path: ':shopSlug',
    page: lazyPage(import.meta.glob('../features/seller/pages/shop-index-page.tsx'), 'ShopIndex'),
    link: shop,
  },
  sellerOrders: {
    path: ':shopSlug/orders',
    page: lazyPage(import.meta.glob('../features/seller/screens/orders-screen.tsx'), 'SellerOrdersPage'),
    link: (shopSlug: string) => `${shop(shopSlug)}/orders`,
  },
  // The printable kitchen ticket of one part (issue 39 item 1).
  sellerTicket: {
    path: ':shopSlug/orders/:partId/ticket',
    page: lazyPage(import.meta.glob('../features/seller/screens/ticket-screen.tsx'), 'SellerTicketPage'),
    link: (shopSlug: string, partId: string) => `${shop(shopSlug)}/orders/${encodeURIComponent(partId)}/ticket`,
  },
  sellerHistory: {
    path: ':shopSlug/history',
    page: lazyPage(import.meta.glob('../features/seller/screens/history-screen.tsx'), 'SellerHistoryPage'),
    link: (shopSlug: string) => `${shop(shopSlug)}/history`,
  },
  sellerTakings: {
    path: ':shopSlug/takings',
    page: lazyPage(import.meta.glob('../features/seller/screens/takings-screen.tsx'), 'SellerTakingsPage'),
    link: (shopSlug: string) => `${shop(shopSlug)}/takings`,
  },
  sellerMembers: {
    path: ':shopSlug/members',
    page: lazyPage(import.meta.glob('../features/seller/screens/members-screen.tsx'), 'SellerMembersPage'),
    link: (shopSlug: string) => `${shop(shopSlug)}/members`,
  },
  sellerReviews: {
    path: ':shopSlug/reviews',
    page: lazyPage(import.meta.glob('../features/seller/screens/reviews-screen.tsx'), 'SellerReviewsPage'),
    link: (shopSlug: string) => `${shop(shopSlug)}/reviews`,
  },
  // The catalog half of the console (issue 20 items 3–5) lives in its own feature.
  sellerCatalog: {
    path: ':shopSlug/catalog',
    page: lazyPage(import.meta.glob('../features/seller-catalog/components/catalog-screen.ts'), 'SellerCatalogPage'),
    link: (shopSlug: string) => `${shop(shopSlug)}/catalog`,
  },
  sellerProductNew: {
    path: ':shopSlug/catalog/new',
    page: lazyPage(import.meta.glob('../features/seller-catalog/components/product-screen.ts'), 'SellerProductPage'),
    link: (shopSlug: string) => `${shop(shopSlug)}/catalog/new`,
  },
  sellerProductEdit: {
    path: ':shopSlug/catalog/:productId',
    page: lazyPage(import.meta.glob('../features/seller-catalog/components/product-screen.ts'), 'SellerProductPage'),
    link: (shopSlug: string, productId: string) => `${shop(shopSlug)}/catalog/${encodeURIComponent(productId)}`,
  },
  sellerProfile: {
    path: ':shopSlug/profile',
    page: lazyPage(import.meta.glob('../features/seller-catalog/components/profile-screen.ts'), 'SellerProfilePage'),
    link: (shopSlug: string) => `${shop(shopSlug)}/profile`,
  },
  sellerPromoCodes: {
    path: ':shopSlug/promo-codes',
    page: lazyPage(import.meta.glob('../features/promos/components/promo-codes-screen.ts'), 'SellerPromoCodesPage'),
    link: (shopSlug: string) => `${shop(shopSlug)}/promo-codes`,
  },
  // Any other address under /seller: the console's home.
  sellerOther: { path: '*', redirect: () => '/seller' },
} satisfies Record<string, PageRoute>;
