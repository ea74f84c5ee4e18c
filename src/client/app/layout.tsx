import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AccountDeletedNotice } from '../features/accounts/components/account-deleted-notice';
import { TutorialProvider } from '../features/tutorial/tutorial-context';
import { TutorialHost } from '../features/tutorial/tutorial-host';
import { t } from '../i18n';
import { Footer } from './footer';
import { usePageTitle } from './page-title';
import { TopBar } from './top-bar';

/** Every page: skip link, top bar, the page, footer. The tutorial state lives here, inside the router. */
export function Layout() {
  usePageTitle();
  return (
    <TutorialProvider>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <div className="flex min-h-dvh flex-col">
        <TopBar />
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
          <AccountDeletedNotice />
          <Outlet />
        </main>
        <Footer />
      </div>
      <ScrollRestoration />
      {/* Renders nothing, and loads no code, until the tutorial starts. */}
      <TutorialHost />
    </TutorialProvider>
  );
}

/** A thin bar while the next page's code loads, so a click never seems ignored. */
function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  if (!loading) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-primary/20" aria-hidden="true">
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}
