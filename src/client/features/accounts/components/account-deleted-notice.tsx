import { CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '#src/client/i18n/index.ts';

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
    <div className="border-b border-success/30 bg-success/5">
      <div
        role="status"
        className="mx-auto flex w-full max-w-7xl items-start gap-3 px-4 py-4 text-sm sm:px-6"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <div className="flex-1 space-y-1">
          <p className="font-semibold">{t('app.accountDeleted')}</p>
          <p className="text-pretty text-muted-foreground">{t('app.accountDeletedBody')}</p>
        </div>
        <button
          type="button"
          onClick={() => setShown(false)}
          aria-label={t('app.accountDeletedDismiss')}
          className="grid size-8 shrink-0 cursor-pointer place-content-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
