import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { Eyebrow } from '#src/client/components/ui/page-heading.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatCents } from '#src/client/lib/format.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import { useMyMembership, usePaymentsConfig } from '../api';
import { PaymentsModeNotice } from '../components/payments-mode-notice';
import { TierCard } from '../components/tier-card';
import { tierName } from '../lib/format';
import { TIER_CARDS } from '../lib/tiers';

// This area's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(paymentsMessages);

/** /membership: the three tier cards. The route's guard sends active members to /dashboard. */
export function MembershipPage() {
  usePageTitle(t('payments.membership.title'));
  // With payments off the plans are still shown, but no button leads to a checkout that would refuse.
  const payable = usePaymentsConfig().data?.mode !== 'off';
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
        <header className="mx-auto max-w-3xl space-y-3 text-center">
          <Eyebrow>{t('payments.membership.eyebrow')}</Eyebrow>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('payments.membership.heading')}
          </h1>
          <p className="text-pretty text-muted-foreground">{t('payments.membership.lead')}</p>
        </header>
        <div className="mx-auto max-w-3xl">
          <PaymentsModeNotice />
        </div>
        <PaymentReceived />
        <div className="grid items-stretch gap-6 lg:grid-cols-3">
          {TIER_CARDS.map((tier) => (
            <TierCard key={tier.id} tier={tier} featured={tier.id === 'gold'} payable={payable} />
          ))}
        </div>
        <p className="mx-auto flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-muted-foreground">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('payments.membership.activationNote')}
        </p>
      </div>
    </div>
  );
}

/** For a signed-in account whose payment is in: it has been received, activation comes next. */
function PaymentReceived() {
  const { user } = useCurrentUser();
  const mine = useMyMembership(!!user);
  const paid = mine.data?.membership;
  if (!paid) return null;
  return (
    <section
      role="status"
      className="mx-auto flex max-w-3xl gap-3 rounded-2xl border border-success/30 bg-success/5 p-5 text-left"
    >
      <BadgeCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
      <div className="space-y-1">
        <h2 className="font-semibold">
          {t('payments.membership.receivedTitle', { tier: tierName(paid.tier) })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('payments.membership.receivedBody', {
            amount: formatCents(paid.amountCents, paid.currency),
            date: formatInstantDay(paid.paidAt),
          })}
        </p>
      </div>
    </section>
  );
}
