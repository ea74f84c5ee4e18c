import { AlertCircle, TimerOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { usePaymentsConfig } from '#src/client/features/payments/api.ts';
import { TestCardForm } from '#src/client/features/payments/components/test-card-form.tsx';
import { t } from '#src/client/i18n/index.ts';
import { useRefreshBookings } from '../api';
import { HoldCountdown, useTimeLeft } from './hold-countdown';

// Stripe.js and the Payment Element load only where a Stripe payment is taken.
const StripePaymentForm = lazy(
  () => import('#src/client/features/payments/components/stripe-payment-form.tsx'),
);

/** The hold a booking's payment pays: what POST /api/bookings answered. */
export interface BookingHold {
  id: number;
  clientSecret: string;
  provider: 'stripe' | 'test';
  holdExpiresAt: string;
}

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
      <Spinner /> {t('payments.checkout.preparing')}
    </p>
  );
}

/**
 * The pay step of a booking: the hold's clock, then the checkout's card form for the booking's
 * payment (the test card form, marked TEST, or Stripe's Payment Element). A success opens the
 * booking's page; a hold that ends first says so, with `onAgain` to start over.
 */
export function BookingPayment({ hold, onAgain }: { hold: BookingHold; onAgain: () => void }) {
  const navigate = useNavigate();
  const refresh = useRefreshBookings();
  const config = usePaymentsConfig();
  const left = useTimeLeft(hold.holdExpiresAt);
  const bookingPath = `/bookings/${hold.id}`;

  if (left <= 0) {
    return (
      <div role="alert">
        <StatePanel icon={<TimerOff />} title={t('bookings.hold.ended')} hint="">
          <Button onClick={onAgain}>{t('bookings.hold.again')}</Button>
        </StatePanel>
      </div>
    );
  }
  let form: React.ReactNode;
  if (hold.provider === 'test') {
    form = (
      <TestCardForm
        clientSecret={hold.clientSecret}
        paymentIntentId=""
        testNote={t('bookings.hold.testBody')}
        onPaid={() => {
          void refresh();
          navigate(bookingPath);
        }}
      />
    );
  } else if (config.isError) {
    form = (
      <StatePanel icon={<AlertCircle />} title={t('payments.checkout.initFailed')} hint="">
        <Button variant="outline" onClick={() => void config.refetch()}>
          {t('payments.checkout.retry')}
        </Button>
      </StatePanel>
    );
  } else if (!config.data?.publishableKey) {
    form = <Loading />;
  } else {
    form = (
      <Suspense fallback={<Loading />}>
        <StripePaymentForm
          publishableKey={config.data.publishableKey}
          clientSecret={hold.clientSecret}
          returnPath={bookingPath}
        />
      </Suspense>
    );
  }
  return (
    <div className="grid gap-5">
      <HoldCountdown left={left} />
      {form}
    </div>
  );
}
