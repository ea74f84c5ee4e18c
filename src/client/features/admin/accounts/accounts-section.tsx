import { UserCheck, Users } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Pagination } from '#src/client/components/ui/pagination.tsx';
import { RetryPanel, StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { browsablePages } from '#src/shared/browse-depth.ts';
import type { Principal } from '#src/shared/permissions.ts';
import { LoadingLine } from '../components/list-states';
import { AccountCard } from './account-card';
import { type UsersFilter, useUsersPage } from './api';

interface SectionProps {
  status: UsersFilter['status'];
  q: string;
  page: number;
  /** The address of another page of this list (the search params with its page changed). */
  hrefFor: (page: number) => string;
  me: Principal & { id: number };
  title: string;
  /** Renders the heading's badge from the total (the pending panel's count). */
  badge?: (total: number) => ReactNode;
}

/**
 * One polled, server-filtered and paged list of accounts. While a poll or another page loads, the
 * last answer stays on screen: no flicker, no lost scroll or focus.
 */
export function AccountsSection({ status, q, page, hrefFor, me, title, badge }: SectionProps) {
  const users = useUsersPage({ status, q, page });
  const headingId = `accounts-${status}-title`;
  const data = users.data;
  const pages = data ? browsablePages(data.total, data.pageSize) : { pageCount: 1, capped: false };
  const sectionRef = useRef<HTMLElement>(null);

  let body: ReactNode;
  if (users.isPending) {
    body = <LoadingLine label={t('app.loading')} className="py-6" />;
  } else if (users.isError && !data) {
    body = (
      <RetryPanel
        title={t('adminAccounts.loadError', { message: errorMessage(users.error) })}
        hint={t('adminAccounts.loadErrorHint')}
        retryLabel={t('adminAccounts.retry')}
        onRetry={() => users.refetch()}
      />
    );
  } else if (!data || data.total === 0) {
    body = q.trim() ? (
      <StatePanel
        icon={<Users />}
        title={t('adminAccounts.noMatch', { q: q.trim() })}
        hint={t('adminAccounts.noMatchHint')}
      />
    ) : status === 'pending' ? (
      <StatePanel
        icon={<UserCheck />}
        title={t('adminAccounts.pendingEmpty')}
        hint={t('adminAccounts.pendingEmptyHint')}
      />
    ) : (
      <StatePanel
        icon={<Users />}
        title={t('adminAccounts.activeEmpty')}
        hint={t('adminAccounts.activeEmptyHint')}
      />
    );
  } else {
    body = (
      <>
        <ul className="grid gap-3" aria-labelledby={headingId}>
          {data.items.map((account) => (
            <AccountCard key={account.id} account={account} me={me} />
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pages.pageCount}
          capped={pages.capped}
          hrefFor={hrefFor}
          onNavigate={() => sectionRef.current?.scrollIntoView({ block: 'nearest' })}
        />
      </>
    );
  }

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {data && badge ? badge(data.total) : null}
        {data && !badge ? (
          <span className="text-sm text-muted-foreground">
            {data.total === 1
              ? t('adminAccounts.totalOne')
              : t('adminAccounts.total', { count: formatCount(data.total) })}
          </span>
        ) : null}
        {users.isError && data ? (
          <span role="alert" className="text-sm text-destructive">
            {t('adminAccounts.loadError', { message: errorMessage(users.error) })}
          </span>
        ) : null}
      </div>
      {body}
    </section>
  );
}
