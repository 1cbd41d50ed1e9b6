import { API_BASE } from '@/lib/api-client';

/** What one text/event-stream block said: its data parsed as JSON, or a `retry:` delay asked for. */
export interface SseBlock<E> {
  event?: E;
  retry?: number;
}

/** Complete blocks of a text/event-stream body (heartbeats skipped); a partial block is kept for later. */
export function parseSseBlocks<E>(buffer: string): { blocks: SseBlock<E>[]; rest: string } {
  const blocks: SseBlock<E>[] = [];
  let rest = buffer;
  let cut;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const lines = rest.slice(0, cut).split('\n');
    rest = rest.slice(cut + 2);
    const retry = lines.find((line) => /^retry: ?\d+$/.test(line));
    if (retry) blocks.push({ retry: Number(retry.slice(6)) });
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) continue;
    try {
      blocks.push({ event: JSON.parse(data) as E });
    } catch {
      // A frame we cannot read is skipped; the refetch after the stream ends catches up.
    }
  }
  return { blocks, rest };
}

/**
 * The server refused the stream. `final` when asking again cannot help (not the caller's order or shop,
 * or the session is gone): any 4xx but a timeout or too many requests.
 */
export class StreamRefused extends Error {
  readonly final: boolean;
  constructor(readonly status: number) {
    super(`The live stream is unavailable (${status})`);
    this.final = status >= 400 && status < 500 && status !== 408 && status !== 429;
  }
}

export interface LiveStreamHandlers<E> {
  /** The server answered: the stream is open. */
  onOpen(): void;
  onEvent(event: E): void;
  /** The server asked for this reconnect delay (`retry:`; shorter when it ends the stream itself). */
  onRetry(ms: number): void;
}

/** No byte for this long (heartbeats come every 15 s, decision 030): the connection is dead, however it looks. */
export const SILENCE_MS = 45_000;

/**
 * A live stream of the API (decision 090) read with fetch (EventSource cannot send the bearer header,
 * decision 030). Resolves when the stream ends, is aborted or falls silent; `lastEventId` resumes after
 * the last event seen. Throws StreamRefused when the server answers with an error.
 */
export async function readLiveStream<E>(
  path: string,
  token: string,
  lastEventId: string | null,
  handlers: LiveStreamHandlers<E>,
  signal: AbortSignal,
): Promise<void> {
  // One controller for the caller's abort and for silence (AbortSignal.any is missing before Safari 17.4).
  const connection = new AbortController();
  let silent = false;
  const abort = () => connection.abort();
  signal.addEventListener('abort', abort);
  if (signal.aborted) abort();
  const fallSilent = () => {
    silent = true;
    connection.abort();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const response = await fetch(`${API_BASE}/${path}`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: connection.signal,
    });
    if (!response.ok || !response.body) throw new StreamRefused(response.status);
    handlers.onOpen();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    timer = setTimeout(fallSilent, SILENCE_MS);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      clearTimeout(timer);
      timer = setTimeout(fallSilent, SILENCE_MS);
      buffer += decoder.decode(value, { stream: true });
      const parsed = parseSseBlocks<E>(buffer);
      buffer = parsed.rest;
      for (const block of parsed.blocks) {
        if (block.retry !== undefined) handlers.onRetry(block.retry);
        if (block.event !== undefined) handlers.onEvent(block.event);
      }
    }
  } catch (error) {
    // Fallen silent: a dropped stream like any other (the caller reconnects); anything else is the caller's.
    if (!silent || signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
