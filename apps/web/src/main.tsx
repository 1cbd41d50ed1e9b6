import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { AppProviders, createQueryClient } from './app/providers';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// The first render is a transition: React renders it in slices and lets the browser paint and
// answer input in between, instead of one long task on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
