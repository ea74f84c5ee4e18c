import { BadgeCheck } from 'lucide-react';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { t } from '#src/client/i18n/index.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { useMembershipState } from './use-membership-state';

/**
 * The dashboard's note for an account that is not active: the plans for one that is not a member
 * yet; for one whose paid membership staff deactivated, that paying again is not the way back.
 */
export function MembershipBanner({ user }: { user: PublicUser | null }) {
  const state = useMembershipState(user);
  if (state.kind === 'active' || state.kind === 'loading') return null;
  const paid = state.kind === 'paidInactive' ? state : null;
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-2xl border border-sand-300 bg-sand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <p className="flex items-start gap-3 text-sm text-sand-900">
        <BadgeCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">
            {paid ? t('owner.activation.paidTitle') : t('owner.activation.title')}.
          </strong>{' '}
          {paid
            ? t('owner.activation.paidBody', { date: formatInstantDay(paid.paidAt) })
            : t('owner.dashboard.inactive')}
        </span>
      </p>
      {paid ? null : (
        <ButtonLink to="/membership" size="sm" className="self-start sm:self-auto">
          {t('owner.activation.membership')}
        </ButtonLink>
      )}
    </div>
  );
}
