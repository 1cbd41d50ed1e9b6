import type { SellerOrderEvent } from '@campus/contract';
import { API_BASE } from '@/lib/api-client';

/** Frames of a text/event-stream body: each `data:` block parsed as one of the shop's order events. */
export function parseShopEventBlocks(buffer: string): { events: SellerOrderEvent[]; rest: string } {
  const events: SellerOrderEvent[] = [];
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
      events.push(JSON.parse(data) as SellerOrderEvent);
    } catch {
      // A frame we cannot read is skipped: the refetch after the stream ends catches up.
    }
  }
  return { events, rest };
}

/**
 * GET seller/shops/{slug}/orders/events read with fetch (EventSource sends no bearer header, decision
 * 030). Resolves when the stream ends or is aborted; `lastEventId` resumes after the last event seen.
 */
export async function streamShopEvents(
  shopSlug: string,
  token: string,
  lastEventId: string | null,
  onEvent: (event: SellerOrderEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${API_BASE}/seller/shops/${encodeURIComponent(shopSlug)}/orders/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`The live order queue is unavailable (${response.status})`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const parsed = parseShopEventBlocks(buffer);
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
  }
}
