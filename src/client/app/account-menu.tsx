import { type KeyboardEvent, useRef, useState } from 'react';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { AccountTrigger } from './account-trigger';

type DropdownModule = typeof import('./account-dropdown');

let dropdownModule: DropdownModule | null = null;
let loading: Promise<DropdownModule> | null = null;

function loadDropdown(): Promise<DropdownModule> {
  loading ??= import('./account-dropdown').then(
    (module) => {
      dropdownModule = module;
      return module;
    },
    (error: unknown) => {
      loading = null; // let the next hover or click try again
      throw error;
    },
  );
  return loading;
}

/**
 * The Account menu. Radix's menu and its positioning engine are a quarter of the first page's
 * script, so they load when the person shows intent (hover, focus, touch) rather than with the
 * page; a press while they load opens the menu as soon as they arrive.
 */
export function AccountMenu({ user }: { user: PublicUser | null }) {
  const [module, setModule] = useState<DropdownModule | null>(dropdownModule);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const standInRef = useRef<HTMLButtonElement>(null);

  if (module) {
    return <module.AccountDropdown user={user} defaultOpen={openOnLoad} focusTrigger={focusOnLoad} />;
  }

  const load = () => {
    loadDropdown().then(
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
