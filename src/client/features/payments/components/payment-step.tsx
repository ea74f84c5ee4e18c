import { AlertCircle, CircleSlash, LogIn, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { t } from '#src/client/i18n/index.ts';
import { authPathFrom } from '#src/client/lib/return-path.ts';
import type { PaymentMethod } from '#src/shared/payments/methods.ts';
import { type IntentRequest, usePaymentIntent, usePaymentsConfig } from '../api';
import { intentErrorMessage, intentErrorRetryable } from '../lib/messages';
import { DelayedStep } from './delayed-step';
import { MethodChoice } from './method-choice';
import { TestCardForm } from './test-card-form';

// Stripe.js and the Payment Element load only where a Stripe payment is taken.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
      <Spinner /> {label}
    </p>
  );
}

/**
 * The payment step: how to pay (card, OXXO or SPEI, decision 064), then for a card an intent from
 * the server and Stripe's Payment Element or the test card form; for OXXO or SPEI, the voucher is
 * made on request and its own page opens.
 */
export function PaymentStep({
  request,
  usdCents,
  signedIn,
}: {
  request: IntentRequest;
  /** The price in dollars' cents (what the card is charged; the pesos are priced from it). */
  usdCents: number;
  signedIn: boolean;
}) {
  const location = useLocation();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const needsAccount = 'tier' in request && !signedIn;
  const config = usePaymentsConfig();
  // A site whose payments are off (decision 010) is not asked for an intent it would refuse.
  const off = config.data?.mode === 'off';
  // The card's intent is asked for only while the card is chosen (the card's flow as before).
  const intent = usePaymentIntent(needsAccount || !config.data || off || method !== 'card' ? null : request);

  if (needsAccount) {
    return (
      <StatePanel
        icon={<LogIn />}
        title={t('payments.checkout.signInTitle')}
        hint={t('payments.checkout.signInBody')}
      >
        <ButtonLink to={authPathFrom(location)}>{t('payments.checkout.signIn')}</ButtonLink>
      </StatePanel>
    );
  }
  if (off) {
    return (
      <StatePanel
        icon={<CircleSlash />}
        title={t('payments.mode.offTitle')}
        hint={t('payments.mode.offBody')}
      >
        <ButtonLink to="/" variant="outline">
          {t('payments.success.home')}
        </ButtonLink>
      </StatePanel>
    );
  }
  if (config.isError || !config.data) return <CardPart intent={intent} config={config} />;
  return (
    <div className="grid gap-6">
      <MethodChoice usdCents={usdCents} value={method} onChange={setMethod} />
      {method === 'card' ? (
        <CardPart intent={intent} config={config} />
      ) : (
        <DelayedStep request={request} method={method} askPayer={!signedIn} />
      )}
    </div>
  );
}

/** The card's part of the step: the intent's failure, its loading, then the provider's card form. */
function CardPart({
  intent,
  config,
}: {
  intent: ReturnType<typeof usePaymentIntent>;
  config: ReturnType<typeof usePaymentsConfig>;
}) {
  if (intent.isError || config.isError) {
    const error = intent.error ?? config.error;
    const retryable = intentErrorRetryable(error);
    return (
      <div role="alert">
        <StatePanel
          icon={<AlertCircle />}
          title={intentErrorMessage(error)}
          hint={retryable ? t('payments.links.loadFailedHint') : ''}
        >
          {retryable ? (
            <Button variant="outline" onClick={() => (intent.isError ? intent.refetch() : config.refetch())}>
              <RotateCcw aria-hidden="true" />
              {t('payments.checkout.retry')}
            </Button>
          ) : null}
        </StatePanel>
      </div>
    );
  }
  if (!intent.data || !config.data) return <Loading label={t('payments.checkout.preparing')} />;
  if (config.data.provider === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<Loading label={t('payments.checkout.loadingProvider')} />}>
        <StripePaymentForm
          publishableKey={config.data.publishableKey}
          clientSecret={intent.data.clientSecret}
        />
      </Suspense>
    );
  }
  return (
    <TestCardForm clientSecret={intent.data.clientSecret} paymentIntentId={intent.data.paymentIntentId} />
  );
}
