import { GraduationCap, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { showsTutorial } from '../../shared/permissions';
import { Button } from '../components/ui/button';
import { LogoMark } from '../components/ui/logo-mark';
import { toast } from '../components/ui/use-toast';
import { useCurrentUser, useLogout } from '../features/accounts/api';
import { useTutorial } from '../features/tutorial/tutorial-context';
import { t } from '../i18n';
import { errorMessage } from '../lib/api';
import { AccountMenu } from './account-menu';

/** Brand, Tutorial, Account and Login/Logout (spec 000 §2). On phones the labels become icons. */
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
          <span>{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="flex items-center gap-1.5 sm:gap-2">
          {showsTutorial(user) ? (
            <Button id="tutorial-button" variant="ghost" className="px-2.5 sm:px-3" onClick={tutorial.start}>
              <GraduationCap aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('nav.tutorial')}</span>
            </Button>
          ) : null}
          <AccountMenu user={user} />
          {isLoading ? (
            // Holds the place of Login/Logout so the bar does not jump when the answer arrives.
            <span className="h-10 w-10 sm:w-20" aria-hidden="true" />
          ) : user ? (
            <LogoutButton />
          ) : (
            <Button asChild className="px-3 sm:px-4">
              <Link to="/auth">{t('nav.login')}</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}

function LogoutButton() {
  const logout = useLogout();
  const onClick = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        toast({ variant: 'destructive', title: t('nav.logoutFailed'), description: errorMessage(error) }),
    });

  return (
    <Button variant="ghost" className="px-2.5 sm:px-3" onClick={onClick} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('nav.logout')}</span>
    </Button>
  );
}
