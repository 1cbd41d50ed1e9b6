import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { pathSegmentText } from '@/lib/path-segment';
import { AdminLiveProvider } from '../api/admin-live';

// Each screen is its own chunk, loaded when opened: the route's first load stays within the 150 kB budget.
const Today = lazy(() => import('./admin-today-screen').then((m) => ({ default: m.AdminTodayPage })));
const Shops = lazy(() => import('./admin-shops-screen').then((m) => ({ default: m.AdminShopsPage })));
const Orders = lazy(() => import('./admin-orders-screen').then((m) => ({ default: m.AdminOrdersPage })));
const Order = lazy(() => import('./admin-order-screen').then((m) => ({ default: m.AdminOrderPage })));
const Money = lazy(() => import('./admin-money-screen').then((m) => ({ default: m.AdminMoneyPage })));
const Books = lazy(() => import('./admin-books-screen').then((m) => ({ default: m.AdminBooksPage })));
const Users = lazy(() => import('./admin-users-screen').then((m) => ({ default: m.AdminUsersPage })));
const Audit = lazy(() => import('./admin-audit-screen').then((m) => ({ default: m.AdminAuditPage })));
const Attention = lazy(() => import('./admin-attention-screen').then((m) => ({ default: m.AdminAttentionPage })));
const Deadlines = lazy(() => import('./admin-deadlines-screen').then((m) => ({ default: m.AdminDeadlinesPage })));
const Reviews = lazy(() => import('./admin-reviews-screen').then((m) => ({ default: m.AdminReviewsPage })));
const Jobs = lazy(() => import('./admin-jobs-screen').then((m) => ({ default: m.AdminJobsPage })));
const PromoCodes = lazy(() => import('@/features/promos/components/promo-codes-screen').then((m) => ({ default: m.AdminPromoCodesPage })));
const DeliveryTimes = lazy(() => import('./admin-delivery-times-screen').then((m) => ({ default: m.AdminDeliveryTimesPage })));

function Screen({ rest }: { rest: string }) {
  const [section = '', id] = rest.split('/');
  switch (section) {
    case 'today':
      return <Today />;
    case 'orders':
      return id ? <Order id={pathSegmentText(id)} /> : <Orders />;
    case 'money':
      return <Money />;
    case 'book-requests':
      return <Books />;
    case 'users':
      return <Users />;
    case 'audit':
      return <Audit />;
    case 'jobs':
      return <Jobs />;
    case 'attention':
      return <Attention />;
    case 'deadlines':
      return <Deadlines />;
    case 'delivery-times':
      return <DeliveryTimes />;
    case 'reviews':
      return <Reviews />;
    case 'promo-codes':
      return <PromoCodes />;
    default:
      return <Shops />;
  }
}

/**
 * The operator's console (issue 21) as one route entry (`admin/*`): the storefront's entry chunk carries
 * the route table and sits at its budget, so the console's screens are chosen (and loaded) here.
 */
export function AdminConsolePage() {
  const rest = useParams()['*'] ?? '';
  return (
    <AdminLiveProvider>
      <Suspense fallback={<p className="mx-auto w-full max-w-7xl px-4 py-6 text-slate-600">Loading…</p>}>
        <Screen rest={rest} />
      </Suspense>
    </AdminLiveProvider>
  );
}
