// First, before zod is evaluated: the CSP allows no eval, so zod must not probe for it.
import '@/lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { createAppRouter, createAppRoutes } from '@/app/router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { registerServiceWorker } from '@/app/pwa/register-service-worker';
import { configQueryOptions } from '@/lib/config';
import { nextTask } from '@/lib/next-task';
import '@/index.css';

/** Resolves once the router has the first page's code and has run its loaders. */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A public page the server rendered carries its data (decision 050); such a page is hydrated.
const pageData = document.getElementById('page-data')?.textContent;
const app = (router: ReturnType<typeof createBrowserRouter>, renderedAt?: number) => (
  <StrictMode>
    <AppProviders queryClient={queryClient} hydrating={pageData !== undefined} renderedAt={renderedAt}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// On a slow phone, evaluating the modules, making the router (which runs the first loaders) and
// rendering are each a task of their own rather than one long one (decision 016).
await nextTask();
const queryClient = createQueryClient();
if (pageData !== undefined) {
  await (await import('@/app/ssr/hydrate-page')).hydratePage(root, pageData, queryClient, createAppRoutes(queryClient), app);
} else {
  // Every page's top bar reads the store's config: ask for it now (the server preloads it), so the
  // first render has it instead of rendering again when it arrives.
  void queryClient.prefetchQuery(configQueryOptions());
  const router = createAppRouter(queryClient);
  // The server's frame of this page (decision 075) stays until React's first render replaces it: that render
  // waits for the page's code and first loaders, or it would be the layout's empty fallback, a blank flash.
  if (root.firstElementChild) await routerReady(router);
  await nextTask();
  // The first render is a transition: React renders it in slices and lets the browser paint and
  // answer input in between, instead of one long task on a slow phone.
  startTransition(() => {
    createRoot(root).render(app(router));
  });
}
registerServiceWorker();
// The next pages' chunk lists, once this one is up (decision 071).
void import('@/routes/route-chunks').then(({ prefetchRouteChunks }) => prefetchRouteChunks());
