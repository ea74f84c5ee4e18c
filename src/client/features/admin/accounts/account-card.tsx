import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { MEMBERSHIP_TIERS } from '#src/shared/constants.ts';
import type { AdminUser } from '#src/shared/contracts/accounts.ts';
import type { Principal } from '#src/shared/permissions.ts';
import { AccountActions } from './account-actions';
import { fullName, roleLabel } from './labels';

const tierName = (id: string) => MEMBERSHIP_TIERS.find((tier) => tier.id === id)?.name ?? id;

/** Whether the account's membership was paid, which tier, and whether with the test provider. */
function MembershipStatus({ account }: { account: AdminUser }) {
  const m = account.membership;
  if (!account.paid || !m) {
    return <span className="text-muted-foreground">{t('adminAccounts.membership.none')}</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-medium text-green-800">
        {t('adminAccounts.membership.paid', { tier: tierName(m.tier), date: formatInstantDay(m.paidAt) })}
      </span>
      {m.test ? (
        <span
          className="rounded-full border border-amber-700 bg-amber-100 px-1.5 py-px text-[0.7rem] font-bold tracking-wide text-amber-900 uppercase"
          title={t('adminAccounts.membership.testHint')}
        >
          {t('adminAccounts.membership.test')}
        </span>
      ) : null}
    </span>
  );
}

const roleTone: Record<AdminUser['role'], string> = {
  user: 'bg-sand-100 text-sand-900',
  manager: 'bg-sky-100 text-sky-900',
  dev: 'bg-violet-100 text-violet-900',
};

/** One account: who, how to reach them, since when, membership; and what staff may do. */
export function AccountCard({ account, me }: { account: AdminUser; me: Principal & { id: number } }) {
  const name = fullName(account);
  return (
    <li
      aria-label={name}
      className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-card lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{name}</p>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', roleTone[account.role])}>
            {roleLabel(account.role)}
          </span>
          {account.id === me.id ? (
            <span className="rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground">
              {t('adminAccounts.you')}
            </span>
          ) : null}
        </div>
        <p className="truncate text-sm text-muted-foreground">
          <span className="font-mono">{account.username}</span>
          {' · '}
          <a className="underline-offset-2 hover:underline" href={`mailto:${account.email}`}>
            {account.email}
          </a>
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
          <span className="text-muted-foreground">
            {t('adminAccounts.joined', { date: formatInstantDay(account.createdAt) })}
          </span>
          <MembershipStatus account={account} />
        </p>
      </div>
      <AccountActions account={account} me={me} />
    </li>
  );
}
