import type { OrderEvent } from '@campus/contract';
import { API_BASE } from '@/lib/api-client';

/** Frames of a text/event-stream body: each `data:` block parsed as an order event. */
export function parseEventBlocks(buffer: string): { events: OrderEvent[]; rest: string } {
  const events: OrderEvent[] = [];
  let rest = buffer;
  let cut;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) continue;
    try {
      events.push(JSON.parse(data) as OrderEvent);
    } catch {
      // A frame we cannot read is skipped; the refetch after the stream ends catches up.
    }
  }
  return { events, rest };
}

/**
 * The server refused the stream. `final` when asking again cannot help (the order is not the shopper's,
 * or the session is gone): any 4xx but a timeout or too many requests.
 */
export class StreamRefused extends Error {
  readonly final: boolean;
  constructor(readonly status: number) {
    super(`The order's live status is unavailable (${status})`);
    this.final = status >= 400 && status < 500 && status !== 408 && status !== 429;
  }
}

/**
 * GET orders/{id}/events read with fetch (EventSource cannot send the bearer header, decision 030).
 * Resolves when the stream ends or is aborted; `lastEventId` resumes after the last event seen.
 */
export async function streamOrderEvents(
  id: string,
  token: string,
  lastEventId: string | null,
  onEvent: (event: OrderEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${API_BASE}/orders/${encodeURIComponent(id)}/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal,
  });
  if (!response.ok || !response.body) throw new StreamRefused(response.status);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const parsed = parseEventBlocks(buffer);
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
  }
}
