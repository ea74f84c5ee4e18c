import { Database, Home, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonSize, type ButtonVariant } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';

/** Each staff screen's column (5xl for a single list, 6xl for a dashboard), header and lead measure. */
const SCREENS = {
  accounts: {
    width: 'max-w-5xl',
    leadWidth: 'max-w-3xl',
    eyebrow: () => t('adminAccounts.eyebrow'),
    title: () => t('accountsManagement.title'),
    lead: () => t('adminAccounts.lead'),
  },
  database: {
    width: 'max-w-6xl',
    leadWidth: 'max-w-3xl',
    eyebrow: () => t('adminDatabase.eyebrow'),
    title: () => t('databaseManagement.title'),
    lead: () => t('adminDatabase.lead'),
  },
  images: {
    width: 'max-w-5xl',
    leadWidth: 'max-w-3xl',
    eyebrow: () => t('adminImages.eyebrow'),
    title: () => t('unitTypeImages.title'),
    lead: () => t('adminImages.lead'),
  },
  dev: {
    width: 'max-w-6xl',
    leadWidth: 'max-w-2xl',
    eyebrow: () => t('dev.eyebrow'),
    title: () => t('dev.title'),
    lead: () => t('dev.intro'),
  },
  manager: {
    width: 'max-w-6xl',
    leadWidth: 'max-w-2xl',
    eyebrow: () => t('managerDash.eyebrow'),
    title: () => t('manager.title'),
    lead: () => t('managerDash.intro'),
  },
} as const;

/**
 * A staff screen: the canvas, its centred column, its header (eyebrow, h1, lead; `aside` beside
 * them on wide screens, under them on narrow ones), and the tab's title.
 */
export function StaffPage({
  screen,
  aside,
  children,
}: {
  screen: keyof typeof SCREENS;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { width, leadWidth, eyebrow, title, lead } = SCREENS[screen];
  const heading = (
    <>
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow()}</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title()}</h1>
      <p className={cn(leadWidth, 'text-pretty text-muted-foreground')}>{lead()}</p>
    </>
  );
  return (
    <div className="flex-1 bg-canvas">
      <div className={cn('mx-auto w-full space-y-8 px-4 py-8 sm:px-6 sm:py-12', width)}>
        {aside ? (
          <header className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
            <div className="space-y-2">{heading}</div>
            {aside}
          </header>
        ) : (
          <header className="space-y-2">{heading}</header>
        )}
        {children}
      </div>
    </div>
  );
}

export interface ButtonLink {
  to: string;
  icon: LucideIcon;
  label: string;
  variant?: ButtonVariant;
}

/** The way on from a staff dashboard: Database Management and Home, in the dashboard's words. */
export const onwardLinks = (database: string, home: string): ButtonLink[] => [
  { to: '/database-management', icon: Database, label: database, variant: 'outline' },
  { to: '/', icon: Home, label: home, variant: 'ghost' },
];

/** Links that look like buttons, in a wrapping row. */
export function ButtonLinks({
  links,
  size,
  className,
}: {
  links: readonly ButtonLink[];
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {links.map(({ to, icon: Icon, label, variant }) => (
        <Button key={to} asChild variant={variant} size={size}>
          <Link to={to}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </Button>
      ))}
    </div>
  );
}
