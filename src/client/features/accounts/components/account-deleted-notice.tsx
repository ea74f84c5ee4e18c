import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk: fetched only on the page a deletion lands on, never in every page's first script.
const AccountDeletedBanner = lazy(() =>
  import('./account-deleted-banner').then((m) => ({ default: m.AccountDeletedBanner })),
);

/** Set by the deletion just before the fresh page load it ends with; read (and removed) once. */
const DELETED_KEY = 'semana:account-deleted';

/** Called when the account is gone, before the page is left: the next page says so. */
export function rememberAccountDeleted(): void {
  try {
    sessionStorage.setItem(DELETED_KEY, '1');
  } catch {
    // Storage refused (a private mode): the mail still confirms the deletion.
  }
}

function takeAccountDeleted(): boolean {
  try {
    const deleted = sessionStorage.getItem(DELETED_KEY) === '1';
    sessionStorage.removeItem(DELETED_KEY);
    return deleted;
  } catch {
    return false;
  }
}

/**
 * The word that an account was deleted, on whichever page the deletion lands (home): a fresh load
 * leaves nothing of the account in memory, so the tab's session storage carries the news. Read
 * after the first render, so a page drawn by the server and the browser's first render agree.
 */
export function AccountDeletedNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(takeAccountDeleted()), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AccountDeletedBanner onDismiss={() => setShown(false)} />
    </Suspense>
  );
}
