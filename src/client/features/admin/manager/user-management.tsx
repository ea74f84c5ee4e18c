import { Users } from 'lucide-react';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Pagination } from '#src/client/components/ui/pagination.tsx';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { browsablePages } from '#src/shared/browse-depth.ts';
import type { AdminUser } from '#src/shared/contracts/accounts.ts';
import { ListSearchField } from '../components/list-search-field';
import { FailureLine, LoadingLine } from '../components/list-states';
import { StaffSection } from '../components/staff-section';
import { useUsersByName } from '../contracts/api';

const PREFIX = 'users';

/** The first letter of a last name, accents folded ('Á' is under A); '#' for anything else. */
export function letterOf(lastName: string): string {
  const letter = lastName.trim().charAt(0).normalize('NFD').charAt(0).toUpperCase();
  return /[A-Z]/.test(letter) ? letter : letter === 'Ñ' ? 'N' : '#';
}

/** Groups a page of users (sorted by last, then first name) under the first letters of their last names. */
export function groupByLetter(users: AdminUser[]): [string, AdminUser[]][] {
  const groups = new Map<string, AdminUser[]>();
  for (const user of users) {
    const letter = letterOf(user.lastName);
    groups.set(letter, [...(groups.get(letter) ?? []), user]);
  }
  return [...groups];
}

/**
 * User Management: every account, searchable, sorted by last then first name and grouped by the
 * first letter of the last name, a page at a time. Selecting one opens their contracts.
 */
export function UserManagement({
  selectedId,
  onSelect,
}: {
  selectedId?: number;
  onSelect: (user: AdminUser) => void;
}) {
  const list = useListParams(PREFIX, ['q']);
  const users = useUsersByName(list.page, list.get('q'));

  let body: React.ReactNode;
  if (users.isPending) {
    body = <LoadingLine label={t('lists.loading')} />;
  } else if (users.isError) {
    body = <FailureLine>{errorMessage(users.error)}</FailureLine>;
  } else if (users.data.items.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('managerDash.users.empty')}</p>;
  } else {
    const { pageCount, capped } = browsablePages(users.data.total, users.data.pageSize);
    body = (
      <div className="space-y-3">
        <div
          className="max-h-[500px] space-y-4 overflow-y-auto overscroll-contain pr-1"
          aria-busy={users.isPlaceholderData || undefined}
        >
          {groupByLetter(users.data.items).map(([letter, group]) => (
            <section key={letter} aria-label={t('managerDash.users.group', { letter })}>
              <h3 className="mb-1 text-xs font-bold tracking-widest text-muted-foreground">{letter}</h3>
              <ul className="space-y-1">
                {group.map((user) => {
                  const name = `${user.lastName}, ${user.firstName}`;
                  const selected = user.id === selectedId;
                  return (
                    <li key={user.id}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => onSelect(user)}
                        className={cn(
                          'block w-full cursor-pointer rounded-lg border px-3 py-2 text-left text-sm [overflow-wrap:anywhere]',
                          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                          selected ? 'border-primary bg-primary-soft' : 'border-transparent hover:bg-muted',
                        )}
                      >
                        <span className="block font-medium">{name}</span>
                        <span className="block text-muted-foreground">{user.email}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
        <Pagination page={list.page} pageCount={pageCount} capped={capped} hrefFor={list.hrefFor} />
      </div>
    );
  }

  return (
    <StaffSection
      id="user-management"
      icon={<Users />}
      title={t('managerDash.users.title')}
      count={users.data ? t('managerDash.users.count', { count: formatCount(users.data.total) }) : undefined}
    >
      <ListSearchField
        list={PREFIX}
        param="q"
        label={t('managerDash.users.search')}
        placeholder={t('managerDash.users.searchPlaceholder')}
      />
      {body}
    </StaffSection>
  );
}
