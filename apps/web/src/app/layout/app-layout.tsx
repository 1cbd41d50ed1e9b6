import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { SignInRequiredModal } from '@/features/auth/components/sign-in-required-modal';
import { BottomTabs } from './bottom-tabs';
import { OfflineBanner } from './offline-banner';
import type { RouteHandle } from './page-title';
import { TopBar } from './top-bar';

// Off the first JS (decision 067): the title renders only once hydrated (the server's is in the head), the footer
// is the desktop's last row. The server renders them (it waits for every lazy part); hydration leaves their HTML as
// it is until their code arrives, and the rest of the page does not wait for it.
const PageTitle = lazy(() => import('./page-title').then((module) => ({ default: module.PageTitle })));
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

/** The shell every screen sits in: top bar, content, desktop footer and mobile bottom tabs (the shop console keeps the top bar only). */
export function AppLayout() {
  // The shop console's pages (issue 20) have their own navigation and write their own title.
  const inConsole = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.route.console);
  return (
    <div className="flex min-h-dvh flex-col">
      {!inConsole && (
        <Suspense fallback={null}>
          <PageTitle />
        </Suspense>
      )}
      <TopBar />
      {/* Below md the top bar is fixed (12vh) and the bottom tabs too: pad the content for both. */}
      <main className="flex-1 pt-[max(12vh,3.5rem)] pb-20 md:pt-0 md:pb-0">
        <OfflineBanner />
        <Outlet />
      </main>
      {!inConsole && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {!inConsole && <BottomTabs />}
      <SignInRequiredModal />
    </div>
  );
}
