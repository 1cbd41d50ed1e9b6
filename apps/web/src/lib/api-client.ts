import { tokenStorage } from './token-storage';

export const API_BASE = '/api/v1';

/** How long a call may take before it fails: on patchy campus data a request can otherwise hang with no end. */
export const API_TIMEOUT_MS = 15_000;
/** Uploads (FormData) carry pictures over slow links: they get longer. */
export const UPLOAD_TIMEOUT_MS = 60_000;
/** The pause before the one retry of a read, so a connection that just dropped has a moment to come back. */
export const RETRY_DELAY_MS = 500;

export const NETWORK_ERROR = 'Network error. Please try again later.';
export const TIMEOUT_ERROR = 'The connection is too slow. Please try again.';

/** Gateway answers that say "not now" rather than "no": a read may ask once more. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/** A failed call: the HTTP status and the server's `{ error }` text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | undefined,
    /** A 429's Retry-After, in seconds: how long the server keeps refusing (the resend lock follows it). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /** Send the stored bearer token (§6). */
  auth?: boolean;
  signal?: AbortSignal;
  /** The answer to this very call, already asked for (the page shell's early cart call): read instead of asking again. */
  answer?: Promise<Response>;
  /** A file (a receipt's PDF): a successful answer is its bytes as a Blob; a refusal is still an ApiError. */
  file?: boolean;
}

/** How a call reaches the API: the browser's fetch; the server's renderer gives its own, which asks the API in-process (decision 050). */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** A failure the same read may get past when asked again: no answer in time, no network, or a gateway's "not now". */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || TRANSIENT_STATUSES.has(error.status));
}

/**
 * The one HTTP client: JSON in and out, bearer token when asked, `{ error }` turned into ApiError.
 * Every call has a time limit (API_TIMEOUT_MS); a read (GET, which changes nothing) that fails for
 * a passing reason is asked once more (decision 036). Writes are never repeated: the server may
 * have done them already.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const read = (options.method ?? 'GET') === 'GET';
  try {
    return await attempt<T>(path, options);
  } catch (error) {
    // The page shell's early answer is the document's own call: its failure is the call's (decision 019).
    if (!read || options.answer || !isTransient(error) || options.signal?.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    options.signal?.throwIfAborted();
    return attempt<T>(path, options);
  }
}

/** One try of a call, ended by the caller's signal or by the time limit. */
async function attempt<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.auth) {
    const token = tokenStorage.get();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), body instanceof FormData ? UPLOAD_TIMEOUT_MS : API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    const response = await (options.answer
      ? Promise.race([options.answer, aborted(signal)])
      : transport(`${API_BASE}/${path.replace(/^\//, '')}`, { method: options.method ?? 'GET', headers, body, signal }));
    if (options.file && response.ok) return (await Promise.race([response.blob(), aborted(signal)])) as T;
    // The body too must arrive in time.
    const text = await Promise.race([response.text(), aborted(signal)]);
    return answerOf<T>(response, text);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The caller gave up: not a failure of the call.
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (timeout.signal.aborted) throw new ApiError(0, TIMEOUT_ERROR, undefined);
    throw new ApiError(0, NETWORK_ERROR, undefined);
  } finally {
    clearTimeout(timer);
  }
}

/** A promise that rejects when the signal aborts (for the parts of a call fetch's own signal does not cover). */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** The data of an answer, or its `{ error }` as an ApiError. */
function answerOf<T>(response: Response, text: string): T {
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const serverMessage = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : undefined;
    const retryAfter = Number(response.headers.get('retry-after'));
    const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
    throw new ApiError(response.status, serverMessage ?? `Request failed (${response.status})`, serverMessage, retryAfterSeconds);
  }
  return data as T;
}
