import {
  AlertCircle,
  BadgeCheck,
  Clock,
  HelpCircle,
  LayoutDashboard,
  RotateCcw,
  TimerOff,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { NumberedSteps } from '#src/client/components/ui/numbered-steps.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { StatusPanel } from '#src/client/components/ui/status-panel.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError } from '#src/client/lib/api.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatCents, priceNamesCurrency } from '#src/client/lib/format.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { findTier, type PaymentStatusResponse } from '#src/shared/contracts/payments.ts';
import { mxPaymentsMessages } from '#src/shared/i18n/en/mx-payments.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import { isEffectivelyActive } from '#src/shared/permissions.ts';
import { usePaymentStatus } from '../api';
import { PaymentFailure } from '../components/payment-failure';
import { PaymentsModeNotice } from '../components/payments-mode-notice';
import { VoucherPanel } from '../components/voucher-panel';
import { tierName } from '../lib/format';

registerMessages(paymentsMessages);
registerMessages(mxPaymentsMessages);

/**
 * /payment-success: where Stripe (and the test checkout) return. The URL's own `redirect_status`
 * is ignored: the server reports what it recorded (and what the provider says), so a hand-typed
 * URL confirms nothing. An OXXO voucher or SPEI transfer (decision 064) shows here while it waits,
 * the page the mails link to; it is asked again every few seconds and turns into the outcome.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const status = usePaymentStatus(params.get('payment_intent'), params.get('payment_intent_client_secret'));
  const missing = !params.get('payment_intent') || !params.get('payment_intent_client_secret');

  let body: ReactNode;
  if (missing || (status.isError && status.error instanceof ApiError && status.error.status === 404)) {
    body = <Unknown />;
  } else if (status.isError) {
    body = (
      <StatusPanel icon={<AlertCircle />} tone="error" title={t('payments.checkout.processFailed')}>
        <Button variant="outline" onClick={() => status.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('payments.success.checkAgain')}
        </Button>
      </StatusPanel>
    );
  } else if (!status.data) {
    body = <PageSpinner label={t('payments.success.checking')} />;
  } else {
    body = (
      <Outcome payment={status.data} onRefresh={() => status.refetch()} refreshing={status.isFetching} />
    );
  }
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10 sm:px-6 sm:py-16">
        <PaymentsModeNotice />
        {body}
      </div>
    </div>
  );
}

function Outcome({
  payment,
  onRefresh,
  refreshing,
}: {
  payment: PaymentStatusResponse;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { user } = useCurrentUser();
  const what = payment.tier
    ? t('payments.checkout.plan', { tier: tierName(payment.tier) })
    : (payment.linkName ?? '');
  const tier = findTier(payment.tier);

  if (payment.status === 'succeeded') {
    return (
      <StatusPanel icon={<BadgeCheck />} tone="success" title={t('payments.success.heading')}>
        <dl className="grid gap-3 rounded-xl bg-muted/60 p-4 text-left text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">
              {payment.tier
                ? t('payments.success.membership')
                : payment.bookingId !== null
                  ? t('mxpay.success.booking')
                  : t('payments.success.item')}
            </dt>
            <dd className="text-base font-semibold">
              {payment.tier
                ? tierName(payment.tier)
                : payment.bookingId !== null
                  ? `#${payment.bookingId}`
                  : what}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('payments.success.amount')}</dt>
            <dd className="text-base font-semibold">
              {priceNamesCurrency() || payment.delayed
                ? formatCents(payment.amountCents, payment.currency)
                : t('payments.amountUsd', { amount: formatCents(payment.amountCents, payment.currency) })}
            </dd>
            {payment.delayed ? (
              <dd className="text-xs text-muted-foreground tabular-nums">
                {t('mxpay.success.paidRate', {
                  dollars: formatCents(payment.delayed.usdAmountCents),
                  rate: payment.delayed.rate,
                })}
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-muted-foreground">{t('payments.success.date')}</dt>
            <dd className="text-base font-semibold">
              {formatInstantDay(payment.paidAt ?? payment.createdAt)}
            </dd>
          </div>
        </dl>
        {payment.tier ? (
          <div className="space-y-3 text-left">
            <h2 className="text-lg font-semibold">{t('payments.success.nextTitle')}</h2>
            <NumberedSteps
              steps={
                // The payment activated the account (decision 010); only staff can have undone it since.
                isEffectivelyActive(user)
                  ? [t('payments.success.next1'), t('payments.success.next2'), t('payments.success.next3')]
                  : [t('payments.success.next1Inactive')]
              }
            />
          </div>
        ) : null}
        {payment.bookingId !== null ? (
          <ButtonLink to={`/bookings/${payment.bookingId}`} size="lg">
            {t('mxpay.success.openBooking')}
          </ButtonLink>
        ) : user ? (
          <ButtonLink to="/dashboard" size="lg" icon={LayoutDashboard}>
            {t('payments.success.dashboard')}
          </ButtonLink>
        ) : (
          <ButtonLink to="/" size="lg">
            {t('payments.success.home')}
          </ButtonLink>
        )}
      </StatusPanel>
    );
  }
  if (payment.delayed && payment.status === 'pending' && !payment.delayed.expired) {
    return <VoucherPanel payment={payment} delayed={payment.delayed} />;
  }
  if (payment.delayed && payment.status === 'canceled') {
    return (
      <StatusPanel icon={<TimerOff />} tone="neutral" title={t('mxpay.voucher.expiredTitle')}>
        <p className="text-pretty text-muted-foreground">
          {payment.bookingId !== null ? t('mxpay.voucher.expiredBooking') : t('mxpay.voucher.expiredBody')}
        </p>
        {payment.bookingId !== null ? (
          <ButtonLink to="/all-weeks" size="lg">
            {t('mxpay.voucher.browseWeeks')}
          </ButtonLink>
        ) : tier ? (
          <ButtonLink to={`/checkout?tier=${tier.id}&amount=${tier.price}`} size="lg">
            {t('payments.success.tryAgain')}
          </ButtonLink>
        ) : null}
      </StatusPanel>
    );
  }
  if (payment.status === 'failed' || payment.status === 'canceled') {
    return (
      <StatusPanel icon={<AlertCircle />} tone="error" title={t('payments.success.failedHeading')}>
        <p className="text-muted-foreground">{t('payments.success.failedBody')}</p>
        {payment.failureMessage ? <PaymentFailure message={payment.failureMessage} /> : null}
        {tier ? (
          <ButtonLink to={`/checkout?tier=${tier.id}&amount=${tier.price}`} size="lg">
            {t('payments.success.tryAgain')}
          </ButtonLink>
        ) : null}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel icon={<Clock />} tone="neutral" title={t('payments.success.pendingHeading')}>
      <p className="text-muted-foreground">{t('payments.success.pendingBody')}</p>
      <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
        <RotateCcw aria-hidden="true" />
        {t('payments.success.checkAgain')}
      </Button>
    </StatusPanel>
  );
}

function Unknown() {
  return (
    <StatusPanel icon={<HelpCircle />} tone="neutral" title={t('payments.success.unknownHeading')}>
      <p className="text-pretty text-muted-foreground">{t('payments.success.unknownBody')}</p>
      <ButtonLink to="/membership" size="lg" variant="outline">
        {t('payments.success.plans')}
      </ButtonLink>
    </StatusPanel>
  );
}
