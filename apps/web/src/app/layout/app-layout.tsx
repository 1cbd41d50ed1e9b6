import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { SignInRequiredModal } from '@/features/auth/components/sign-in-required-modal';
import { useHydrated } from '@/lib/use-hydrated';
import { BottomTabs } from './bottom-tabs';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import type { RouteHandle } from './page-title';
import { TopBar } from './top-bar';

// The title renders only once hydrated (the server's is in the head already), so its code (the page-head rules,
// money formatting) loads then, off the first JS (decision 067). Never on the server: a lazy part the server
// renders suspends, and React would finish it with an inline script, which the CSP blocks (decision 050).
const PageTitle = lazy(() => import('./page-title').then((module) => ({ default: module.PageTitle })));

/** The shell every screen sits in: top bar, content, desktop footer and mobile bottom tabs (the shop console keeps the top bar only). */
export function AppLayout() {
  // The shop console's pages (issue 20) have their own navigation and write their own title.
  const inConsole = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.route.console);
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-dvh flex-col">
      {!inConsole && hydrated && (
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
      {!inConsole && <Footer />}
      {!inConsole && <BottomTabs />}
      <SignInRequiredModal />
    </div>
  );
}
