import { AlertCircle, CircleSlash, LogIn, RotateCcw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { t } from '#src/client/i18n/index.ts';
import { authPathFrom } from '#src/client/lib/return-path.ts';
import { type IntentRequest, usePaymentIntent, usePaymentsConfig } from '../api';
import { intentErrorMessage, intentErrorRetryable } from '../lib/messages';
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

/** The card step: an intent from the server, then Stripe's Payment Element or the test card form. */
export function PaymentStep({ request, signedIn }: { request: IntentRequest; signedIn: boolean }) {
  const location = useLocation();
  const needsAccount = 'tier' in request && !signedIn;
  const config = usePaymentsConfig();
  // A site whose payments are off (decision 010) is not asked for an intent it would refuse.
  const off = config.data?.mode === 'off';
  const intent = usePaymentIntent(needsAccount || !config.data || off ? null : request);

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
