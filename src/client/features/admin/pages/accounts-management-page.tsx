import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SearchField } from '#src/client/components/ui/search-field.tsx';
import { adminAccountsMessages } from '#src/client/i18n/en/admin-accounts.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { AccountsSection } from '../accounts/accounts-section';
import { ACCOUNTS_SEARCH_ID } from '../accounts/api';

registerMessages(adminAccountsMessages);

const SEARCH_DEBOUNCE_MS = 300;
const pageParam = (value: string | null) => Math.max(1, Math.trunc(Number(value)) || 1);

/**
 * /accounts-management (managers and developers): the accounts waiting for activation, then the
 * active ones; one search for both. Search and pages live in the address, so reload and Back keep
 * the person's place. The route's guard and the API keep everyone else out.
 */
export function AccountsManagementPage() {
  usePageTitle(t('accountsManagement.title'));
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);

  // The address follows the box a moment after typing stops; both lists go back to their first page.
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (typed.trim()) next.set('q', typed);
          else next.delete('q');
          next.delete('pending');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);

  const pageHref = (key: 'pending' | 'page') => (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set(key, String(page));
    else next.delete(key);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  if (!user) return null;
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="space-y-2">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">
            {t('adminAccounts.eyebrow')}
          </p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('accountsManagement.title')}</h1>
          <p className="max-w-3xl text-pretty text-muted-foreground">{t('adminAccounts.lead')}</p>
        </header>
        <SearchField
          id={ACCOUNTS_SEARCH_ID}
          label={t('adminAccounts.searchLabel')}
          placeholder={t('adminAccounts.searchPlaceholder')}
          value={typed}
          onChange={setTyped}
          className="max-w-md"
        />
        <div className="rounded-2xl border border-amber-200 bg-amber-50/60 p-4 sm:p-6">
          <AccountsSection
            status="pending"
            q={q}
            page={pageParam(params.get('pending'))}
            hrefFor={pageHref('pending')}
            me={user}
            title={t('adminAccounts.pendingTitle')}
            badge={(total) => (
              <span className="rounded-full bg-amber-600 px-2.5 py-0.5 text-sm font-bold text-white tabular-nums">
                <span aria-hidden="true">{formatCount(total)}</span>
                <span className="sr-only">{t('adminAccounts.pendingCount', { count: total })}</span>
              </span>
            )}
          />
        </div>
        <AccountsSection
          status="active"
          q={q}
          page={pageParam(params.get('page'))}
          hrefFor={pageHref('page')}
          me={user}
          title={t('adminAccounts.activeTitle')}
        />
      </div>
    </div>
  );
}
