import { tokenStorage } from './token-storage';

export const API_BASE = '/api/v1';

/** A failed call: the HTTP status and the server's `{ error }` text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /** Send the stored bearer token (§6). */
  auth?: boolean;
  signal?: AbortSignal;
  /** The answer to this very call, already asked for (the page shell's early cart call): read instead of asking again. */
  answer?: Promise<Response>;
}

/** The one HTTP client: JSON in and out, bearer token when asked, `{ error }` turned into ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
  let response: Response;
  try {
    response = await (options.answer ??
      fetch(`${API_BASE}/${path.replace(/^\//, '')}`, { method: options.method ?? 'GET', headers, body, signal: options.signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Please try again later.', undefined);
  }
  const text = await response.text();
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
    throw new ApiError(response.status, serverMessage ?? `Request failed (${response.status})`, serverMessage);
  }
  return data as T;
}
