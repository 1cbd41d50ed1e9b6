import { useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-load-error';

/**
 * Every route's error screen (issue 23): a page whose code failed to load on a flaky connection, or
 * that failed while rendering, shows this inside the app layout instead of the router's default
 * error. "Try again" reloads the document: the browser asks for the page's code afresh (a failed
 * module import is not retried by a second `import()` of the same URL in every browser).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const message = offline
    ? 'You are offline. Check your connection, then try again.'
    : isChunkLoadError(error)
      ? 'This page did not finish loading. Check your connection, then try again.'
      : 'Something went wrong while showing this page.';
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">This page could not load</h1>
      <p className="text-slate-600">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-2 rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900"
      >
        Try again
      </button>
    </div>
  );
}
