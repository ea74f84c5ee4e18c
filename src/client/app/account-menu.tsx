import { type KeyboardEvent, useRef, useState } from 'react';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { onDemandModule } from '../components/ui/on-demand-module';
import { AccountTrigger } from './account-trigger';

type DropdownModule = typeof import('./account-dropdown');

const dropdown = onDemandModule<DropdownModule>(() => import('./account-dropdown'));

/**
 * The Account menu. Radix's menu and its positioning engine are a quarter of the first page's
 * script, so they load when the person shows intent (hover, focus, touch) rather than with the
 * page; a press while they load opens the menu as soon as they arrive.
 */
export function AccountMenu({ user }: { user: PublicUser | null }) {
  const [module, setModule] = useState<DropdownModule | null>(dropdown.loaded());
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const standInRef = useRef<HTMLButtonElement>(null);

  if (module) {
    return <module.AccountDropdown user={user} defaultOpen={openOnLoad} focusTrigger={focusOnLoad} />;
  }

  const load = () => {
    dropdown.load().then(
      (loaded) => {
        setFocusOnLoad(document.activeElement === standInRef.current);
        setModule(loaded);
      },
      (error: unknown) => console.error('The account menu failed to load:', error),
    );
  };
  const openWhenLoaded = () => {
    setOpenOnLoad(true);
    load();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openWhenLoaded();
    }
  };

  return (
    <AccountTrigger
      ref={standInRef}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={openWhenLoaded}
      onKeyDown={onKeyDown}
    />
  );
}
