import {
  Bell,
  Briefcase,
  CalendarPlus,
  FileSignature,
  Gem,
  House,
  Images,
  LayoutDashboard,
  Link2,
  LogIn,
  type LucideIcon,
  Terminal,
  UserCog,
  Users,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { MENU_ROUTES, type MenuItem, menuItemsFor } from '#src/shared/permissions.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { t } from '../i18n';
import { AccountTrigger } from './account-trigger';

const ICONS: Record<MenuItem, LucideIcon> = {
  membership: Gem,
  rentWeek: CalendarPlus,
  sellProperty: House,
  addContract: FileSignature,
  devDashboard: Terminal,
  accountsManagement: Users,
  unitTypeImages: Images,
  customMembership: Link2,
  managerDashboard: Briefcase,
  myDashboard: LayoutDashboard,
  login: LogIn,
};

function roleNote(user: PublicUser): string | null {
  if (user.role === 'dev') return t('nav.roleDev');
  if (user.role === 'manager') return t('nav.roleManager');
  return user.active ? null : t('nav.awaitingActivation');
}

export interface AccountDropdownProps {
  user: PublicUser | null;
  /** The person already asked for the menu while its code was loading. */
  defaultOpen: boolean;
  /** The stand-in button had keyboard focus; give it to the real one. */
  focusTrigger: boolean;
}

/** The 'Account' dropdown: exactly the items `menuItemsFor` gives this person, in that order. */
export function AccountDropdown({ user, defaultOpen, focusTrigger }: AccountDropdownProps) {
  const items = menuItemsFor(user);
  const note = user ? roleNote(user) : null;
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, [focusTrigger, defaultOpen]);

  return (
    // Non-modal: a navigation menu needn't hide the page from assistive tech or lock its scroll.
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <AccountTrigger ref={triggerRef} />
      </DropdownMenuTrigger>
      {/* Radix labels the menu by the trigger's generated id, which #account-menu replaces; name it directly.
          Inline, so the open menu stays inside the navigation landmark. */}
      <DropdownMenuContent align="end" inline aria-label={t('nav.account')}>
        {user ? (
          <>
            <DropdownMenuLabel>
              <span className="block">{t('nav.signedInAs')}</span>
              <span className="block truncate text-sm font-semibold text-foreground">
                {user.firstName} {user.lastName}
              </span>
              {note ? <span className="mt-0.5 block font-medium text-sand-700">{note}</span> : null}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null}
        {items.map((item) => {
          const Icon = ICONS[item];
          return (
            <DropdownMenuItem key={item} asChild>
              <Link to={MENU_ROUTES[item]} data-menu-item={item}>
                <Icon aria-hidden="true" />
                {t(`menu.${item}`)}
              </Link>
            </DropdownMenuItem>
          );
        })}
        {user ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/account" data-menu-item="accountSettings">
                <UserCog aria-hidden="true" />
                {t('nav.accountSettings')}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/my-alerts" data-menu-item="myAlerts">
                <Bell aria-hidden="true" />
                {t('nav.myAlerts')}
              </Link>
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
