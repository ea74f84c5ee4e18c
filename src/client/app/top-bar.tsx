import { GraduationCap, LayoutDashboard, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { MENU_ROUTES, type MenuItem, menuItemsFor, showsTutorial } from '#src/shared/permissions.ts';
import { Button } from '../components/ui/button';
import { LogoMark } from '../components/ui/logo-mark';
import { toast } from '../components/ui/use-toast';
import { MessagesLink } from '../features/conversations/components/messages-link';
import { useTutorial } from '../features/tutorial/tutorial-context';
import { preloadTutorial } from '../features/tutorial/tutorial-host';
import { t } from '../i18n';
import { errorMessage } from '../lib/api';
import { logout, useCurrentUser } from '../lib/current-user';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';

/** Brand, Tutorial, Account and Login/Logout. On phones the labels become icons. */
export function TopBar() {
  const { user, isLoading } = useCurrentUser();
  const tutorial = useTutorial();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-2 px-3 sm:px-6">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-foreground"
        >
          <LogoMark />
          {/* Below 430 px a signed-in person's six controls need the room; the mark still names the link. */}
          <span className={user ? 'max-[429px]:sr-only' : undefined}>{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="flex items-center gap-1.5 sm:gap-2">
          {showsTutorial(user) ? (
            <Button
              id="tutorial-button"
              variant="ghost"
              className="px-2.5 sm:px-3"
              onClick={tutorial.start}
              onPointerEnter={warmUpTutorial}
              onFocus={warmUpTutorial}
            >
              <GraduationCap aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('nav.tutorial')}</span>
            </Button>
          ) : null}
          <DashboardLink user={user} />
          {user ? <MessagesLink /> : null}
          <LanguageSwitch />
          <AccountMenu user={user} />
          {isLoading ? (
            // Holds the place of Login/Logout so the bar does not jump when the answer arrives.
            <span className="h-10 w-10 sm:w-20" aria-hidden="true" />
          ) : user ? (
            <LogoutButton />
          ) : (
            <Button asChild size="bare" className="h-10 gap-2 rounded-lg px-3 text-sm sm:px-4">
              <Link to="/auth">{t('nav.login')}</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}

/** Fetch the tutorial's code when someone reaches for the button, so it opens without a wait. */
function warmUpTutorial() {
  preloadTutorial().catch(() => {
    // A failed preload is retried by the press itself, which reports the failure.
  });
}

/** The dashboard this person has, in the account menu's terms: My, Manager's or Dev Dashboard. */
const DASHBOARD_ITEMS: readonly MenuItem[] = ['myDashboard', 'managerDashboard', 'devDashboard'];

function dashboardRouteFor(user: PublicUser | null): string | null {
  const item = menuItemsFor(user).find((candidate) => DASHBOARD_ITEMS.includes(candidate));
  return item ? MENU_ROUTES[item] : null;
}

/**
 * A compact shortcut to the person's dashboard (the tutorial's 'dashboard access' step points at
 * it). Inactive accounts have no dashboard yet, so they get no link.
 */
function DashboardLink({ user }: { user: PublicUser | null }) {
  const to = dashboardRouteFor(user);
  if (!to) return null;
  return (
    // Its label shows from 768 px: between 640 and 768 px four labels would squeeze the brand.
    <Button asChild variant="ghost" className="px-2.5 aria-[current=page]:bg-muted md:px-3">
      <NavLink to={to} data-tutorial="dashboard-link">
        <LayoutDashboard aria-hidden="true" />
        <span className="sr-only md:not-sr-only">{t('tutorial.dashboardLink')}</span>
      </NavLink>
    </Button>
  );
}

/** A plain request, not a mutation hook: the top bar is on every page's first bundle. */
function LogoutButton() {
  const [pending, setPending] = useState(false);
  const onClick = () => {
    setPending(true);
    logout().catch((error: unknown) => {
      setPending(false);
      toast({
        variant: 'destructive',
        title: t('nav.logoutFailed'),
        description: errorMessage(error),
        cause: error,
      });
    });
  };

  return (
    <Button variant="ghost" className="px-2.5 sm:px-3" onClick={onClick} disabled={pending}>
      <LogOut aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('nav.logout')}</span>
    </Button>
  );
}
