import { AlertCircle, ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { Eyebrow } from '#src/client/components/ui/page-heading.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError } from '#src/client/lib/api.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { findTier } from '#src/shared/contracts/payments.ts';
import { mxPaymentsMessages } from '#src/shared/i18n/en/mx-payments.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import { usePublicPaymentLink } from '../api';
import { CheckoutSummary } from '../components/checkout-summary';
import { PaymentStep } from '../components/payment-step';
import { tierName } from '../lib/format';
import { TIER_CARDS } from '../lib/tiers';

registerMessages(paymentsMessages);
registerMessages(mxPaymentsMessages);

/**
 * /checkout?tier=gold&amount=3500, or ?link=… for a custom payment link in test mode.
 * The URL only chooses: the server charges its own price, and refuses an amount that differs.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const link = params.get('link');
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="space-y-3">
          <ButtonLink to="/membership" variant="link" icon={ArrowLeft}>
            {t('payments.checkout.back')}
          </ButtonLink>
          <Eyebrow>{t('payments.checkout.eyebrow')}</Eyebrow>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('payments.checkout.title')}</h1>
        </header>
        {link ? (
          <LinkCheckout token={link} />
        ) : (
          <TierCheckout tierId={params.get('tier')} amount={params.get('amount')} />
        )}
      </div>
    </div>
  );
}

function Columns({ summary, payment }: { summary: React.ReactNode; payment: React.ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="lg:order-2">{summary}</div>
      <section
        aria-label={t('payments.checkout.cardDetails')}
        className="rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-8 lg:order-1"
      >
        {payment}
      </section>
    </div>
  );
}

function Invalid({ message }: { message: string }) {
  return (
    <div role="alert">
      <StatePanel icon={<AlertCircle />} title={message} hint="">
        <ButtonLink to="/membership">{t('payments.checkout.back')}</ButtonLink>
      </StatePanel>
    </div>
  );
}

function TierCheckout({ tierId, amount }: { tierId: string | null; amount: string | null }) {
  const { user } = useCurrentUser();
  const tier = findTier(tierId?.toLowerCase());
  const card = TIER_CARDS.find((c) => c.id === tier?.id);
  // A hand-edited URL is caught here; the server refuses it as well.
  if (!tier || !card || Number(amount) !== tier.price) {
    return <Invalid message={t('payments.checkout.invalidSelection')} />;
  }
  return (
    <Columns
      summary={
        <CheckoutSummary
          title={t('payments.checkout.plan', { tier: tierName(tier.id) })}
          description={t(card.descriptionKey)}
          features={card.featureKeys.map((key) => t(key))}
          amountCents={tier.price * 100}
        />
      }
      payment={
        <PaymentStep
          request={{ tier: tier.id, amount: tier.price }}
          usdCents={tier.price * 100}
          signedIn={!!user}
        />
      }
    />
  );
}

function LinkCheckout({ token }: { token: string }) {
  const { user } = useCurrentUser();
  const link = usePublicPaymentLink(token);
  if (link.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t('payments.checkout.preparing')}
      </p>
    );
  }
  if (link.isError) {
    const missing = link.error instanceof ApiError && link.error.status === 404;
    return (
      <Invalid message={missing ? t('payments.checkout.linkMissing') : t('payments.checkout.initFailed')} />
    );
  }
  if (link.data.status === 'paid') return <Invalid message={t('payments.checkout.linkPaid')} />;
  return (
    <Columns
      summary={
        <CheckoutSummary
          title={link.data.name}
          description={link.data.description}
          amountCents={link.data.amountCents}
        />
      }
      payment={
        <PaymentStep
          request={{ link: token, amount: link.data.amountCents / 100 }}
          usdCents={link.data.amountCents}
          signedIn={!!user}
        />
      }
    />
  );
}
