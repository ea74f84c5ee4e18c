import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { getLocale, t } from '#src/client/i18n/index.ts';
import { stripeErrorMessage } from '../lib/messages';
import { PayButton } from './pay-button';
import { PaymentFailure } from './payment-failure';

// One Stripe.js per key for the page's life: loadStripe injects the script once. A script that
// cannot load (offline, blocked) resolves to null rather than rejecting, and can be tried again.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = stripes.get(key);
  if (!promise) {
    promise = loadStripe(key).catch(() => null);
    stripes.set(key, promise);
  }
  return promise;
};

/**
 * Stripe's Payment Element (loaded only in Stripe mode, in its own chunk): the card details go
 * straight to Stripe; confirmation returns to /payment-success, which asks our server the outcome.
 */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnPath = '/payment-success',
}: {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the payer back (a booking returns to its own page). */
  returnPath?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const [unavailable, setUnavailable] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads Stripe.js again
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey, attempt]);
  useEffect(() => {
    let live = true;
    stripe.then((loaded) => {
      if (live) setUnavailable(!loaded);
    });
    return () => {
      live = false;
    };
  }, [stripe]);

  if (unavailable) {
    return (
      <div className="grid justify-items-start gap-3">
        <PaymentFailure message={t('payments.checkout.initFailed')} title={null} />
        <Button
          variant="outline"
          onClick={() => {
            stripes.delete(publishableKey);
            setUnavailable(false);
            setAttempt((n) => n + 1);
          }}
        >
          <RotateCcw aria-hidden="true" />
          {t('payments.checkout.retry')}
        </Button>
      </div>
    );
  }
  return (
    <Elements
      key={attempt}
      stripe={stripe}
      options={{
        clientSecret,
        // The card form's own texts and errors in the reader's language (Latin American Spanish).
        locale: getLocale() === 'es' ? 'es-419' : 'en',
        appearance: { theme: 'stripe', variables: { borderRadius: '8px' } },
      }}
    >
      <ConfirmForm returnPath={returnPath} />
    </Elements>
  );
}

function ConfirmForm({ returnPath }: { returnPath: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setFailure(null);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      });
      // confirmPayment only comes back when it did not redirect: that is a failure.
      const message = stripeErrorMessage(error);
      if (error.type === 'card_error' || error.type === 'validation_error') setFailure(message);
      toast({ variant: 'destructive', title: t('payments.checkout.paymentFailed'), description: message });
    } catch {
      toast({
        variant: 'destructive',
        title: t('payments.checkout.paymentFailed'),
        description: t('payments.checkout.processFailed'),
      });
    } finally {
      setPaying(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      {!ready ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> {t('payments.checkout.loadingProvider')}
        </p>
      ) : null}
      <PaymentElement onReady={() => setReady(true)} />
      {failure ? <PaymentFailure message={failure} /> : null}
      <PayButton paying={paying} disabled={!stripe || !ready || paying} />
    </form>
  );
}
