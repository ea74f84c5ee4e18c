import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { NumberedSteps } from '#src/client/components/ui/numbered-steps.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { useMembershipState } from './use-membership-state';

/**
 * In place of the add-week, sell-property and contract forms for an account that is not active
 * (the server refuses those writes): why, and the way forward. Not a member yet: the membership
 * plans. Paid but not active (staff deactivated the account): paying again is not the answer.
 */
export function ActivationRequired() {
  const { user } = useCurrentUser();
  const state = useMembershipState(user);
  if (state.kind === 'loading') return <PageSpinner />;
  const paid = state.kind === 'paidInactive' ? state : null;
  return (
    <section
      aria-labelledby="activation-required-title"
      className="flex flex-col items-center gap-4 rounded-2xl border border-sand-200 bg-surface px-6 py-10 text-center shadow-card sm:px-12 sm:py-12"
    >
      <span className="grid size-14 place-content-center rounded-2xl bg-sand-100 text-sand-900">
        <BadgeCheck className="size-7" aria-hidden="true" />
      </span>
      <h2 id="activation-required-title" className="text-2xl font-bold tracking-tight text-balance">
        {paid ? t('owner.activation.paidTitle') : t('owner.activation.title')}
      </h2>
      <p className="max-w-prose text-pretty text-muted-foreground">
        {paid
          ? t('owner.activation.paidBody', { date: formatInstantDay(paid.paidAt) })
          : t('owner.activation.body')}
      </p>
      {paid ? null : (
        <NumberedSteps
          className="max-w-md text-left"
          steps={[t('owner.activation.step1'), t('owner.activation.step2'), t('owner.activation.step3')]}
        />
      )}
      <div className="flex w-full flex-col gap-2 pt-2 sm:w-auto sm:flex-row">
        {paid ? null : (
          <ButtonLink to="/membership" size="lg">
            {t('owner.activation.membership')}
          </ButtonLink>
        )}
        <ButtonLink to="/" size="lg" variant="outline" icon={ArrowLeft}>
          {t('owner.activation.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
