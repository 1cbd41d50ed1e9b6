import { paths } from '@/routes/paths';

/** What the sign-in dialog hands the login page: the page the shopper was on (path and query). */
export interface ReturnState {
  returnTo?: string;
}

/** Pages a sign-in should never return to: the sign-in and sign-up pages themselves. */
const NOT_BACK_TO = new Set([paths.login(), paths.signup()]);

/**
 * Where to go after signing in (issue 23): the page the sign-in dialog was opened on, when it is a path of this
 * site; otherwise / (§4). Navigation state is the browser's, so anything else in it is ignored.
 */
export function returnPath(state: unknown): string {
  const target = typeof state === 'object' && state !== null ? (state as ReturnState).returnTo : undefined;
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return paths.home();
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  return NOT_BACK_TO.has(pathname) ? paths.home() : target;
}
