/** A Server-Sent Events reader for tests and the bench: fetch streaming, frames parsed as they come. */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
  /** A `retry:` line: the reconnect delay the server asks for. */
  retry?: string;
}

export interface SseConnection {
  status: number;
  /** The next frame (comments included); rejects when the stream ends first. */
  next(): Promise<SseFrame>;
  /** The next frame with data, skipping heartbeats and the retry line. */
  nextEvent(): Promise<SseFrame>;
  close(): void;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: SseFrame[] = [];
  let ended = false;
  const waiting: { resolve: () => void }[] = [];

  const ending = (async () => {
    try {
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const frame: SseFrame = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) frame.comment = line.slice(1).trim();
            else {
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') frame[field] = value;
            }
          }
          frames.push(frame);
          waiting.splice(0).forEach((w) => w.resolve());
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      waiting.splice(0).forEach((w) => w.resolve());
    }
  })();

  const next = async (): Promise<SseFrame> => {
    while (frames.length === 0) {
      if (ended) throw new Error('the event stream ended');
      await new Promise<void>((resolve) => waiting.push({ resolve }));
    }
    return frames.shift()!;
  };
  return {
    status: response.status,
    next,
    async nextEvent() {
      for (;;) {
        const frame = await next();
        if (frame.data !== undefined) return frame;
      }
    },
    close: () => abort.abort(),
    ended: ending,
  };
}
