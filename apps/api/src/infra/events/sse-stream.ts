import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountTopic, type LiveNotice, type TopicKind } from './live-events-channel';
import type { LiveEventsHub } from './live-events-hub';

/** The reconnect delay every stream starts with (SSE `retry:`). */
export const RETRY_MS = 2000;
/** The reconnect delay a stream ended by the server (shutdown, access changed) tells its client. */
export const SHUTDOWN_RETRY_MS = 500;
/** How many events one read returns at most; a longer gap is read a page at a time. */
export const PAGE_SIZE = 200;

/** Where a reconnect resumes: `Last-Event-ID`, else `?lastEventId=`; undefined when neither is given. */
export function resumeAfter(request: FastifyRequest<{ Querystring: { lastEventId?: number } }>): number | undefined {
  const header = request.headers['last-event-id'];
  const raw = Array.isArray(header) ? header[0] : header;
  return raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : request.query.lastEventId;
}

/** One SSE frame; the id is the event's, so a reconnect's Last-Event-ID resumes after it. */
export function sseFrame(eventName: string, event: { id: string | number }): string {
  return `id: ${event.id}\nevent: ${eventName}\ndata: ${JSON.stringify(event)}\n\n`;
}

export interface LiveStream<E extends { id: string | number }> {
  /** What the stream is counted as (metrics) and which topic wakes it (`order:…`, `shop:…`). */
  kind: TopicKind;
  topic: string;
  /** Whose token opened it: when that account's access changes, the stream ends (decision 090). */
  accountId: string;
  /** Asks again whether the token and role that opened the stream still hold (after a missed notice). */
  stillAllowed(): Promise<boolean>;
  /** The last event the client has; the stream sends every event after it. */
  cursor: number;
  /** The SSE `event:` name of each frame. */
  eventName: string;
  /** Events after `afterId`, oldest first; a read that returns PAGE_SIZE or more is followed by another. */
  read(afterId: number): Promise<readonly E[]>;
  /**
   * The event a notice carries, when it carries one of this stream's (decision 148): written without a read.
   * Undefined: the stream reads after its cursor, as for any other notice.
   */
  carried?(notice: LiveNotice): E | undefined;
  heartbeatMs: number;
  /**
   * For a topic whose notices are not all events (an order's refund changed, decision 092): the data of a
   * `changed` frame for this notice, sent without an id (the cursor stays) so the client reloads what it
   * shows; undefined when the notice is an event's. Also asked after a lost listening connection (undefined).
   */
  changedFrame?(notice: LiveNotice | undefined): object | undefined;
  /** Hear every topic of `kind`, not only `topic` (the operator's market-wide Needs attention list). */
  wholeKind?: boolean;
}

/** A frame that is not an event: something else the client shows changed. No id, so Last-Event-ID stays. */
export function sseChangedFrame(data: object): string {
  return `event: changed\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A live stream as Server-Sent Events (decision 090), the one way every stream behaves: every event after
 * the cursor first, read a page at a time, then each change as its topic's notice wakes it, one read at a
 * time so frames go out in order and once; a comment line every `heartbeatMs`; ended with a reconnect hint
 * on shutdown; ended when its account's access changes (sign-out, sign-out everywhere, a password reset,
 * member removal or role change), on every instance, so a reconnect goes through the area's guards again.
 */
export function openLiveStream<E extends { id: string | number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: LiveEventsHub,
  stream: LiveStream<E>,
): void {
  let cursor = stream.cursor;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let open = true;
  let queue = Promise.resolve();
  const pump = () => {
    queue = queue
      .then(async () => {
        for (let more = true; open && more;) {
          const events = await stream.read(cursor);
          for (const event of events) {
            if (!open) return;
            raw.write(sseFrame(stream.eventName, event));
            cursor = Number(event.id);
          }
          more = events.length >= PAGE_SIZE;
        }
      })
      .catch((error: unknown) => request.log.warn({ err: error, kind: stream.kind }, 'live events could not be read'));
  };
  const recheck = () => {
    stream.stillAllowed().then(
      (allowed) => {
        if (!allowed) endSoon();
      },
      (error: unknown) => request.log.warn({ err: error, kind: stream.kind }, 'live stream access could not be checked'),
    );
  };
  // A `changed` frame goes through the same queue as events, so frames keep the order of their notices.
  // A carried event after the cursor goes out as a read would have sent it; one at or before it was sent already.
  const send = (event: E) => {
    queue = queue
      .then(() => {
        if (!open || Number(event.id) <= cursor) return;
        raw.write(sseFrame(stream.eventName, event));
        cursor = Number(event.id);
      })
      .catch((error: unknown) => request.log.warn({ err: error, kind: stream.kind }, 'a live event could not be sent'));
  };
  const wake = (notice: LiveNotice | undefined) => {
    const changed = stream.changedFrame?.(notice);
    if (changed !== undefined)
      queue = queue.then(() => {
        if (open) raw.write(sseChangedFrame(changed));
      });
    const event = notice && changed === undefined ? stream.carried?.(notice) : undefined;
    if (event !== undefined) send(event);
    else if (changed === undefined || notice === undefined) pump();
  };
  const unsubscribe = stream.wholeKind ? hub.subscribeKind(stream.kind, wake) : hub.subscribe(stream.topic, wake);
  // A notice names the account whose access changed: end its streams and let the reconnect be judged afresh.
  // After a lost listening connection (undefined) the notice may have been missed, so ask instead.
  const unsubscribeAccount = hub.subscribe(accountTopic(stream.accountId), (notice) => (notice ? endSoon() : recheck()));
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), stream.heartbeatMs);
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    unsubscribeAccount();
    untrack();
    raw.end();
  };
  // The server ends the stream (shutdown, access changed): the client comes back soon, through the balancer,
  // and resumes after the last id it got (Last-Event-ID).
  function endSoon() {
    if (open) raw.write(`retry: ${SHUTDOWN_RETRY_MS}\n\n`);
    close();
  }
  const untrack = hub.track(stream.kind, endSoon);
  request.raw.on('close', close);
  // Access may have changed between the route's guard and the subscription above.
  recheck();
  pump();
}
