import type { PushPayload } from '@campus/contract';
import type { Database } from '../../../db/client';
import type { LiveEventsHub } from '../../../infra/events/live-events-hub';
import type { JobQueue } from '../../jobs/job-queue';
import { PUSH_WORKERS, PushWorkers } from './push-workers';
import type { OrderFacts } from './push-facts';
import { PUSH_FANOUT_QUEUE, PUSH_SEND_QUEUE, PushDispatcher } from './push-dispatch';
import { createWebPushSender, type PushSender } from './push-sender';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push-service-hosts';
import { PushRepository } from './push.repository';
import { PushService } from './push.service';
import { vapidKeys, type VapidKeys } from './vapid-keys';

export interface PushSettings {
  /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; unset: derived from the master secret (vapid-keys.ts). */
  vapid?: VapidKeys;
  /** VAPID_SUBJECT: how a push service reaches the market's operator. */
  subject: string;
  /** PUSH_SERVICE_HOSTS: where the server may post (SSRF); unset: the browsers' push services. */
  serviceHosts?: readonly string[];
  /** Test and bench only: PEM certificates of a fake push service on loopback. */
  extraCa?: string;
}

/**
 * Web Push, the narrow door of the notifications module (decision 096): routes use `service`; other
 * modules and workflows call `notifyShopMembers` / `notifyShopper`; app.ts calls `start` and `stop`.
 */
export interface PushModule {
  publicKey: string;
  service: PushService;
  /** Starts the push worker and the hub subscription (app.ts, on ready). */
  start(): Promise<void>;
  /** Stops hearing the hub, then the worker (the running send may finish within `graceMs`). */
  stop(graceMs?: number): Promise<void>;
  /** Runs the push queues until none of their jobs is due (tests). */
  settle(): Promise<void>;
  /**
   * Queues `message` for every device of every member of the shop (owner and staff), sent through the job
   * queue; `key` (e.g. `half-time:<partId>`) makes a retried caller send once: false when it was used.
   */
  notifyShopMembers(shopId: string, message: PushPayload, key: string): Promise<boolean>;
  /** The same for the shopper's devices that opted in. */
  notifyShopper(userId: string, message: PushPayload, key: string): Promise<boolean>;
  /** An order for later's part entered New (decision 128): its shop's "new order" push goes now, once. */
  partEnteredNew(partId: string): Promise<boolean>;
  close(): void;
}

export function buildPush(
  db: Database,
  /** `newJobQueue`: a queue worker on the one jobs table (container.ts; `pollMs` unset: the usual); push makes PUSH_WORKERS. */
  /** `orders`: what a notice says about an order or a refund, from the orders module (container.ts). */
  deps: {
    liveEvents: LiveEventsHub;
    orders: OrderFacts;
    newJobQueue: (pollMs?: number) => JobQueue;
    log: { warn(object: object, message: string): void };
    /** The app's clock: a part for later is pushed when it enters New (decision 128). */
    now?: () => Date;
  },
  settings: PushSettings & { derivedKey: Buffer },
  sender?: PushSender,
): PushModule {
  const keys = vapidKeys(settings.vapid, settings.derivedKey);
  const repository = new PushRepository(db);
  const send = sender ?? createWebPushSender({ keys, subject: settings.subject, extraCa: settings.extraCa });
  // One worker looks for due retries at the usual pace; the others are woken when a job is added (and look once a minute).
  const workers = new PushWorkers(Array.from({ length: PUSH_WORKERS }, (_, i) => deps.newJobQueue(i === 0 ? undefined : 60_000)));
  const dispatcher = new PushDispatcher(deps.liveEvents, workers, repository, deps.orders, send, deps.log, deps.now);
  dispatcher.registerWorkers();
  return {
    publicKey: keys.publicKey,
    service: new PushService(repository, settings.serviceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS),
    start: async () => {
      workers.start();
      await dispatcher.start();
    },
    stop: async (graceMs) => {
      dispatcher.stop();
      await workers.stop(graceMs);
    },
    settle: () => workers.settle([PUSH_FANOUT_QUEUE, PUSH_SEND_QUEUE]),
    notifyShopMembers: (shopId, message, key) => dispatcher.notifyShopMembers(shopId, message, key),
    partEnteredNew: (partId) => dispatcher.partEnteredNew(partId),
    notifyShopper: (userId, message, key) => dispatcher.notifyShopper(userId, message, key),
    close: () => send.close(),
  };
}
