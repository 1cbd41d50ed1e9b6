import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useLiveStream, type LiveState } from '@/lib/use-live-stream';
import { useMyRoles } from './admin-api';

/** The console's reads an order or refund change can move: read again at once on each frame. */
const MOVED_BY_ORDERS = new Set(['today', 'orders', 'order', 'order-money', 'needs-attention', 'payments']);
const movedByOrders = (query: Query) => query.queryKey[0] === 'admin' && MOVED_BY_ORDERS.has(String(query.queryKey[1]));

/** Frames close together (a lunchtime rush) make one read, this long after the first. */
const GATHER_MS = 150;

const AdminLiveContext = createContext<LiveState>('connecting');

/** Whether the console's stream is open (the Needs attention and Today screens say so). */
export const useAdminLiveState = () => useContext(AdminLiveContext);

/**
 * The console's one live stream (decision 110's market-wide admin stream, reused, issue 39 item 2): every
 * order or refund change anywhere reads the console's order views again at once — Today, the orders list,
 * an order's parts and money, Needs attention — so no screen shows a part "Paid" that was refunded.
 */
export function AdminLiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const roles = useMyRoles();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reread = useCallback(() => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void queryClient.invalidateQueries({ predicate: movedByOrders });
    }, GATHER_MS);
  }, [queryClient]);
  const live = useLiveStream<object>({
    path: roles.data?.operator ? 'admin/needs-attention/events' : undefined,
    resumeAfter: null,
    onEvent: reread,
    refetch: reread,
  });
  return <AdminLiveContext.Provider value={live}>{children}</AdminLiveContext.Provider>;
}
