import { ApiError } from './api-client';

/** The server's `{error}` text when it sent one (§8: "the server's error text, otherwise …"). */
export function serverErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? (error.status === 0 ? error.message : fallback);
  return fallback;
}
