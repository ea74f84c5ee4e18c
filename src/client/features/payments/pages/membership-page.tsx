import { ShieldCheck } from 'lucide-react';
import { registerMessages, t } from '../../../i18n';
import { paymentsMessages } from '../../../i18n/en/payments';
import { usePageTitle } from '../../../lib/use-page-title';
import { TierCard } from '../components/tier-card';
import { TIER_CARDS } from '../lib/tiers';

// This area's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(paymentsMessages);

/** /membership: the three tier cards (spec 000 §2, §9). The route's guard sends active members to /dashboard. */
export function MembershipPage() {
  usePageTitle(t('payments.membership.title'));
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
        <header className="mx-auto max-w-3xl space-y-3 text-center">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">
            {t('payments.membership.eyebrow')}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('payments.membership.heading')}
          </h1>
          <p className="text-pretty text-muted-foreground">{t('payments.membership.lead')}</p>
        </header>
        <div className="grid items-stretch gap-6 lg:grid-cols-3">
          {TIER_CARDS.map((tier) => (
            <TierCard key={tier.id} tier={tier} featured={tier.id === 'gold'} />
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
