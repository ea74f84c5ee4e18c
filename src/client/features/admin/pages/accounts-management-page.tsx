import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SearchField } from '#src/client/components/ui/search-field.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { adminAccountsMessages } from '#src/shared/i18n/en/admin-accounts.ts';
import { AccountsSection } from '../accounts/accounts-section';
import { ACCOUNTS_SEARCH_ID } from '../accounts/api';
import { StaffPage } from '../components/staff-page';

registerMessages(adminAccountsMessages);

const SEARCH_DEBOUNCE_MS = 300;
const pageParam = (value: string | null) => Math.max(1, Math.trunc(Number(value)) || 1);

/**
 * /accounts-management (managers and developers): the accounts waiting for activation, then the
 * active ones; one search for both. Search and pages live in the address, so reload and Back keep
 * the person's place. The route's guard and the API keep everyone else out.
 */
export function AccountsManagementPage() {
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
  /** One of the two lists, its page in the address under `key`. */
  const section = (
    status: 'pending' | 'active',
    key: 'pending' | 'page',
    title: string,
    badge?: (total: number) => ReactNode,
  ) => (
    <AccountsSection
      status={status}
      q={q}
      page={pageParam(params.get(key))}
      hrefFor={pageHref(key)}
      me={user}
      title={title}
      badge={badge}
    />
  );
  return (
    <StaffPage screen="accounts">
      <SearchField
        id={ACCOUNTS_SEARCH_ID}
        label={t('adminAccounts.searchLabel')}
        placeholder={t('adminAccounts.searchPlaceholder')}
        value={typed}
        onChange={setTyped}
        className="max-w-md"
      />
      <div className="rounded-2xl border border-amber-200 bg-amber-50/60 p-4 sm:p-6">
        {section('pending', 'pending', t('adminAccounts.pendingTitle'), (total) => (
          <span className="rounded-full bg-amber-600 px-2.5 py-0.5 text-sm font-bold text-white tabular-nums">
            <span aria-hidden="true">{formatCount(total)}</span>
            <span className="sr-only">{t('adminAccounts.pendingCount', { count: total })}</span>
          </span>
        ))}
      </div>
      {section('active', 'page', t('adminAccounts.activeTitle'))}
    </StaffPage>
  );
}
