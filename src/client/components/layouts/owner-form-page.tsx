import { LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#src/client/components/ui/card.tsx';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { isEffectivelyActive } from '#src/shared/permissions.ts';
import { OwnerPageHeader } from './owner-page-header';

/**
 * The frame of the owner's form pages (add week, sell property, contracts): the title block with a
 * way back to the dashboard, then the form for an active account, or `inactive` (the page's
 * activation panel) otherwise.
 */
export function OwnerFormPage({
  title,
  eyebrow,
  lead,
  wide = false,
  tutorialTarget,
  inactive,
  children,
}: {
  title: string;
  eyebrow: string;
  lead: string;
  wide?: boolean;
  /** The tutorial step that rings this page's content (data-tutorial). */
  tutorialTarget?: string;
  /** What an account that is not active sees instead of the form. */
  inactive: ReactNode;
  children: (user: PublicUser) => ReactNode;
}) {
  usePageTitle(title);
  // The route's guard has already waited for the current user.
  const { user } = useCurrentUser();
  return (
    <div className="flex-1 bg-canvas">
      <div
        data-tutorial={tutorialTarget}
        className={cn(
          'mx-auto w-full px-4 py-8 sm:px-6 sm:py-12',
          wide ? 'max-w-6xl space-y-8' : 'max-w-3xl space-y-6',
        )}
      >
        <OwnerPageHeader eyebrow={eyebrow} title={title} lead={lead}>
          <ButtonLink to="/dashboard" variant="outline" icon={LayoutDashboard}>
            {t('owner.myDashboard')}
          </ButtonLink>
        </OwnerPageHeader>
        {user && isEffectivelyActive(user) ? children(user) : inactive}
      </div>
    </div>
  );
}

/** A form's card: an icon, its heading and a lead sentence above the fields. */
export function OwnerFormCard({
  icon,
  title,
  lead,
  children,
}: {
  icon: ReactNode;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4 p-4 sm:p-6">
        <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5">
          {icon}
        </span>
        <div className="space-y-1">
          <CardTitle as="h2">{title}</CardTitle>
          <CardDescription>{lead}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}
