import { Outlet } from 'react-router';
import { SignInRequiredModal } from '@/features/auth/components/sign-in-required-modal';
import { BottomTabs } from './bottom-tabs';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { PageTitle } from './page-title';
import { TopBar } from './top-bar';

/** The shell every screen sits in: top bar, content, desktop footer and mobile bottom tabs. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageTitle />
      <TopBar />
      {/* Below md the top bar is fixed (12vh) and the bottom tabs too: pad the content for both. */}
      <main className="flex-1 pt-[max(12vh,3.5rem)] pb-20 md:pt-0 md:pb-0">
        <OfflineBanner />
        <Outlet />
      </main>
      <Footer />
      <BottomTabs />
      <SignInRequiredModal />
    </div>
  );
}
