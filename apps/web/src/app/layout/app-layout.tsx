import { Outlet, useMatches } from 'react-router';
import { SignInRequiredModal } from '@/features/auth/components/sign-in-required-modal';
import { BottomTabs } from './bottom-tabs';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { PageTitle, type RouteHandle } from './page-title';
import { TopBar } from './top-bar';

/** The shell every screen sits in: top bar, content, desktop footer and mobile bottom tabs (the shop console keeps the top bar only). */
export function AppLayout() {
  // The shop console's pages (issue 20) have their own navigation and write their own title.
  const inConsole = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.route.console);
  return (
    <div className="flex min-h-dvh flex-col">
      {!inConsole && <PageTitle />}
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
