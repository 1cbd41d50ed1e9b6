import { Inbox, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { toast } from '@/lib/toast';
import {
  countdownLabel,
  ORDER_STATUS_LABELS,
  SELLER_MESSAGES,
  slotLabel,
  type SellerOrderEvent,
  type SellerPart,
  type SellerSetStatusBody,
} from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/api-error-text';
import { useSteadyWhilePressed } from '@/lib/use-steady-while-pressed';
import { useMarkSeen, useSellerQueue, useSetPartStatus } from '../api/seller-orders';
import { useLiveQueue, type LiveQueueHandlers } from '../api/use-live-queue';
import { OrderCard } from '../components/order-card';
import { OrderTakeover } from '../components/order-takeover';
import { SellerShell } from '../components/seller-shell';
import { TakingOrdersControl } from '../components/taking-orders-control';
import { alertNewOrder, showAppBadge, useOrderAlarm, useSoundState, useUnlockSoundOnGesture } from '../order-alert';
import { useScreenAwake } from '../screen-awake';
import { useTakingOrders } from '../taking-orders';
import { TAKING_ORDERS_TEXT } from '../taking-orders-texts';
import { laterParts, newParts, unseenNew } from '../queue-order';
import { LazyPushSwitch } from '@/lib/push/lazy-push-switch';

/** The clock the cards' "paid 4 min ago" read, moved every 30 s. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * What a refused change tells the person at the counter. A 409 means another phone moved the order
 * first: the queue is read again and the message names where the order stands now.
 */
async function refusalText(error: unknown, partId: string, reread: () => Promise<SellerPart[] | undefined>): Promise<string> {
  if (!(error instanceof ApiError) || error.status !== 409)
    return serverErrorText(error, 'The order could not be changed. Please try again.');
  const status = (await reread())?.find((part) => part.id === partId)?.status;
  return status
    ? `Someone already moved this order: it is ${ORDER_STATUS_LABELS[status].toLowerCase()}.`
    : 'Someone already finished or rejected this order.';
}

interface CancelNotice {
  id: string;
  orderId: string;
  reason: string | null;
}

/** A part the shopper (or the operator) cancelled leaves the queue at once: this says which, until dismissed. */
function CancelNotices({ notices, onDismiss }: { notices: CancelNotice[]; onDismiss(id: string): void }) {
  return (
    <div role="status" aria-live="polite" data-testid="queue-cancel-notices">
      {notices.map((notice) => (
        <div key={notice.id} className="mb-3 flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          <div className="min-w-0 flex-1 wrap-anywhere">
            <p className="font-semibold">{SELLER_MESSAGES.partCancelled(notice.orderId)}</p>
            {notice.reason && <p>Reason: {notice.reason}</p>}
          </div>
          <button
            type="button"
            onClick={() => onDismiss(notice.id)}
            className="shrink-0 rounded-full p-1 hover:bg-red-100"
            aria-label={`Dismiss the notice about order ${notice.orderId}`}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  );
}

/** What every card in the queue shares: its shop, clock, busy part and change handler. */
interface CardContext {
  shopSlug: string;
  now: number;
  busyPart: string | null;
  onChange(part: SellerPart, body: SellerSetStatusBody): void;
}

/** One headed group of the queue (new, or in progress), left out while it has no parts. */
function QueueSection({
  id,
  title,
  parts,
  cards,
  intro,
  testId,
  above,
}: {
  id: string;
  title: string;
  parts: SellerPart[];
  cards: CardContext;
  intro?: string;
  testId?: string;
  /** A line shown above each part's card (a part for later's slot and countdown). */
  above?: (part: SellerPart) => ReactNode;
}) {
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3" data-testid={testId}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title} ({parts.length})
      </h2>
      {intro && <p className="text-sm text-slate-600">{intro}</p>}
      <div className="grid items-start gap-3 lg:grid-cols-2">
        {parts.map((part) => {
          const card = (
            <OrderCard
              key={part.id}
              shopSlug={cards.shopSlug}
              part={part}
              now={cards.now}
              busy={cards.busyPart === part.id}
              onChange={(body) => cards.onChange(part, body)}
            />
          );
          return above ? (
            <div key={part.id} className="space-y-1">
              {above(part)}
              {card}
            </div>
          ) : (
            card
          );
        })}
      </div>
    </section>
  );
}

function Queue({
  shopSlug,
  parts,
  ringing,
  onChange,
  busyPart,
}: {
  shopSlug: string;
  parts: SellerPart[];
  /** Whether new orders ring here (taking orders with sound): what the empty queue promises. */
  ringing: boolean;
  onChange(part: SellerPart, body: SellerSetStatusBody): void;
  busyPart: string | null;
}) {
  const now = useNow();
  if (parts.length === 0)
    return (
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" data-testid="queue-empty">
        <Inbox className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="mt-2 text-slate-700">{ringing ? TAKING_ORDERS_TEXT.emptyRinging : TAKING_ORDERS_TEXT.emptySilent}</p>
      </div>
    );
  const waiting = newParts(parts, now);
  const later = laterParts(parts, now);
  const going = parts.filter((part) => part.status !== 'paid');
  const cards = { shopSlug, now, busyPart, onChange };
  return (
    <div className="space-y-6" data-shop={shopSlug}>
      <QueueSection id="queue-new" title="New" parts={waiting} cards={cards} />
      <QueueSection
        id="queue-later"
        title="Later"
        parts={later}
        cards={cards}
        testId="queue-later"
        intro="Orders for a time the shopper chose. Each moves into New its preparation time before then."
        above={(part) => (
          <p className="rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-900 ring-1 ring-violet-200" role="timer">
            <span className="font-semibold">{`For ${slotLabel(new Date(part.slotAt ?? part.newAt ?? now), new Date(now))}`}</span>
            {` · moves into New ${countdownLabel(new Date(part.newAt ?? now), new Date(now)).toLowerCase()}`}
          </p>
        )}
      />
      <QueueSection id="queue-going" title="In progress" parts={going} cards={cards} />
    </div>
  );
}

/** The queue with its live stream, takeover, sound, screen lock and notices; exported for its tests. */
export function LiveQueue({ shopSlug }: { shopSlug: string }) {
  const { data, isPending, isError, refetch } = useSellerQueue(shopSlug);
  const change = useSetPartStatus(shopSlug);
  const markSeen = useMarkSeen(shopSlug);
  // The press that starts the sound must not move the queue under the pointer before its release (issue 36.7):
  // what depends on the sound's state changes once the press is over.
  const sound = useSteadyWhilePressed(useSoundState());
  useUnlockSoundOnGesture();
  const taking = useTakingOrders();
  const awake = useScreenAwake(taking);
  // Parts someone tapped "Seen" on in this tab: gone from the takeover at once, whatever a refetch in flight says.
  const [seenHere, setSeenHere] = useState<ReadonlySet<string>>(() => new Set());
  // An order for later rings when it moves into New, not when it is paid (issue 38 item 4).
  const minute = useNow();
  const takeover = useMemo(() => unseenNew(data?.parts ?? [], seenHere, minute), [data, seenHere, minute]);
  const ringing = taking && sound === 'on';
  useOrderAlarm(ringing && takeover.length > 0);
  const [notices, setNotices] = useState<CancelNotice[]>([]);
  const onCancelled = useCallback(
    (event: SellerOrderEvent) =>
      setNotices((current) =>
        current.some((notice) => notice.id === event.partId)
          ? current
          : [...current, { id: event.partId, orderId: event.orderId, reason: event.reason }],
      ),
    [],
  );
  const dismiss = useCallback((id: string) => setNotices((current) => current.filter((notice) => notice.id !== id)), []);
  const handlers = useMemo<LiveQueueHandlers>(() => ({ onNewOrder: (event) => alertNewOrder(event.orderId), onCancelled }), [onCancelled]);
  const live = useLiveQueue(shopSlug, data?.lastEventId, handlers);
  const waiting = newParts(data?.parts ?? [], minute).length;
  useEffect(() => {
    showAppBadge(waiting);
  }, [waiting]);
  useEffect(() => () => showAppBadge(0), []);

  const onSeen = (part: SellerPart) => {
    setSeenHere((current) => new Set(current).add(part.id));
    markSeen.mutate(part.id, {
      onError: () => {
        // Not stored: the order takes the screen back rather than be missed.
        setSeenHere((current) => {
          const next = new Set(current);
          next.delete(part.id);
          return next;
        });
        toast.error(TAKING_ORDERS_TEXT.seenFailed);
      },
    });
  };

  const onChange = (part: SellerPart, body: SellerSetStatusBody) =>
    change.mutate(
      { partId: part.id, body },
      {
        onSuccess: (updated) => toast.success(`${updated.orderId}: ${ORDER_STATUS_LABELS[updated.status].toLowerCase()}`),
        onError: (error) => void refusalText(error, part.id, async () => (await refetch()).data?.parts).then((text) => toast.error(text)),
      },
    );

  return (
    <>
      <p className="mb-3 text-xs text-slate-600" data-testid="queue-live-state" aria-live="polite">
        {live === 'live' ? 'Live: new orders appear at once' : live === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
      </p>
      <div className="mb-3">
        <LazyPushSwitch
          path={`seller/shops/${encodeURIComponent(shopSlug)}/push/subscriptions`}
          label="Notify this phone"
          description="Get a notification on this device for every paid order, even when the console is closed."
          testId="console-push"
        />
      </div>
      <TakingOrdersControl taking={taking} sound={sound} awake={awake} />
      <CancelNotices notices={notices} onDismiss={dismiss} />
      {isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the orders" className="h-40 animate-pulse rounded-2xl bg-slate-200" />
      ) : isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          <p>The orders could not be loaded.</p>
          <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold underline">
            Try again
          </button>
        </div>
      ) : (
        <Queue
          shopSlug={shopSlug}
          parts={data.parts}
          ringing={ringing}
          busyPart={change.isPending ? (change.variables?.partId ?? null) : null}
          onChange={onChange}
        />
      )}
      <OrderTakeover parts={takeover} ringing={ringing} onSeen={onSeen} />
    </>
  );
}

/** /seller/:shopSlug/orders: the shop's live order queue; the tab's title counts the orders waiting to be accepted. */
export function SellerOrdersPage() {
  const { shopSlug = '' } = useParams();
  const { data } = useSellerQueue(shopSlug);
  const now = useNow();
  const waiting = newParts(data?.parts ?? [], now).length;
  return (
    <SellerShell shopSlug={shopSlug} title="Orders" documentTitle={waiting > 0 ? `(${waiting}) Orders` : 'Orders'}>
      {() => <LiveQueue shopSlug={shopSlug} />}
    </SellerShell>
  );
}
