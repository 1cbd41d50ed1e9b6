import { lazyPage, type PageRoute } from './page-route';

const today = lazyPage(import.meta.glob('../features/admin/pages/admin-today-screen.tsx'), 'AdminTodayPage');

/**
 * The operator console's screens (issue 21), children of the route table's `admin` route (decision
 * 132): each its own lazy chunk, each link builder `paths.<key>`. Operator-only on the server; each
 * screen's AdminShell says so to anyone else.
 */
export const OPERATOR_CONSOLE_ROUTES = {
  // The operator's day is the console's first screen (issue 39 item 2): /admin opens on Today.
  adminToday: { index: true, page: today, link: () => '/admin' },
  // The address Today had before it was the root: a bookmark of it is sent on to /admin.
  adminTodayOld: { path: 'today', redirect: () => '/admin' },
  adminShops: {
    path: 'shops',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-shops-screen.tsx'), 'AdminShopsPage'),
    link: () => '/admin/shops',
  },
  adminAttention: {
    path: 'attention',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-attention-screen.tsx'), 'AdminAttentionPage'),
    link: () => '/admin/attention',
  },
  adminOrders: {
    path: 'orders',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-orders-screen.tsx'), 'AdminOrdersPage'),
    link: () => '/admin/orders',
  },
  adminOrder: {
    path: 'orders/:id',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-order-screen.tsx'), 'AdminOrderRoute'),
    link: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  },
  adminMoney: {
    path: 'money',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-money-screen.tsx'), 'AdminMoneyPage'),
    link: () => '/admin/money',
  },
  adminBookRequests: {
    path: 'book-requests',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-books-screen.tsx'), 'AdminBooksPage'),
    link: () => '/admin/book-requests',
  },
  adminUsers: {
    path: 'users',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-users-screen.tsx'), 'AdminUsersPage'),
    link: () => '/admin/users',
  },
  adminReviews: {
    path: 'reviews',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-reviews-screen.tsx'), 'AdminReviewsPage'),
    link: () => '/admin/reviews',
  },
  adminAudit: {
    path: 'audit',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-audit-screen.tsx'), 'AdminAuditPage'),
    link: () => '/admin/audit',
  },
  adminJobs: {
    path: 'jobs',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-jobs-screen.tsx'), 'AdminJobsPage'),
    link: () => '/admin/jobs',
  },
  adminDeadlines: {
    path: 'deadlines',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-deadlines-screen.tsx'), 'AdminDeadlinesPage'),
    link: () => '/admin/deadlines',
  },
  adminDeliveryTimes: {
    path: 'delivery-times',
    page: lazyPage(import.meta.glob('../features/admin/pages/admin-delivery-times-screen.tsx'), 'AdminDeliveryTimesPage'),
    link: () => '/admin/delivery-times',
  },
  adminPromoCodes: {
    path: 'promo-codes',
    page: lazyPage(import.meta.glob('../features/promos/components/promo-codes-screen.ts'), 'AdminPromoCodesPage'),
    link: () => '/admin/promo-codes',
  },
  // Any other address under /admin shows the operator's day, the console's root.
  adminOther: { path: '*', page: today },
} satisfies Record<string, PageRoute>;
