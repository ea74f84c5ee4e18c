import { AlertCircle, BadgeCheck, Clock, HelpCircle, LayoutDashboard, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { NumberedSteps } from '#src/client/components/ui/numbered-steps.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { paymentsMessages } from '#src/client/i18n/en/payments.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError } from '#src/client/lib/api.ts';
import { cn } from '#src/client/lib/cn.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatCents, priceNamesCurrency } from '#src/client/lib/format.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { findTier, type PaymentStatusResponse } from '#src/shared/contracts/payments.ts';
import { isEffectivelyActive } from '#src/shared/permissions.ts';
import { usePaymentStatus } from '../api';
import { PaymentFailure } from '../components/payment-failure';
import { PaymentsModeNotice } from '../components/payments-mode-notice';
import { tierName } from '../lib/format';

registerMessages(paymentsMessages);

/**
 * /payment-success: where Stripe (and the test checkout) return. The URL's own `redirect_status`
 * is ignored: the server reports what it recorded (and what the provider says), so a hand-typed
 * URL confirms nothing.
 */
export function PaymentSuccessPage() {
  usePageTitle(t('payments.success.title'));
  const [params] = useSearchParams();
  const status = usePaymentStatus(params.get('payment_intent'), params.get('payment_intent_client_secret'));
  const missing = !params.get('payment_intent') || !params.get('payment_intent_client_secret');

  let body: ReactNode;
  if (missing || (status.isError && status.error instanceof ApiError && status.error.status === 404)) {
    body = <Unknown />;
  } else if (status.isError) {
    body = (
      <Panel icon={<AlertCircle />} tone="error" title={t('payments.checkout.processFailed')}>
        <Button variant="outline" onClick={() => status.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('payments.success.checkAgain')}
        </Button>
      </Panel>
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

function Panel({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'error' | 'neutral';
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="space-y-6 rounded-2xl border border-border bg-surface p-6 text-center shadow-card sm:p-10">
      <span
        className={cn(
          'mx-auto grid size-16 place-content-center rounded-full [&_svg]:size-8',
          tone === 'success' && 'bg-success/10 text-success',
          tone === 'error' && 'bg-destructive/10 text-destructive',
          tone === 'neutral' && 'bg-sand-100 text-sand-900',
        )}
      >
        {icon}
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {children}
    </section>
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
      <Panel icon={<BadgeCheck />} tone="success" title={t('payments.success.heading')}>
        <dl className="grid gap-3 rounded-xl bg-muted/60 p-4 text-left text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">
              {payment.tier ? t('payments.success.membership') : t('payments.success.item')}
            </dt>
            <dd className="text-base font-semibold">{payment.tier ? tierName(payment.tier) : what}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('payments.success.amount')}</dt>
            <dd className="text-base font-semibold">
              {priceNamesCurrency()
                ? formatCents(payment.amountCents, payment.currency)
                : t('payments.amountUsd', { amount: formatCents(payment.amountCents, payment.currency) })}
            </dd>
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
        <Button asChild size="lg">
          {user ? (
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              {t('payments.success.dashboard')}
            </Link>
          ) : (
            <Link to="/">{t('payments.success.home')}</Link>
          )}
        </Button>
      </Panel>
    );
  }
  if (payment.status === 'failed' || payment.status === 'canceled') {
    return (
      <Panel icon={<AlertCircle />} tone="error" title={t('payments.success.failedHeading')}>
        <p className="text-muted-foreground">{t('payments.success.failedBody')}</p>
        {payment.failureMessage ? <PaymentFailure message={payment.failureMessage} /> : null}
        {tier ? (
          <Button asChild size="lg">
            <Link to={`/checkout?tier=${tier.id}&amount=${tier.price}`}>
              {t('payments.success.tryAgain')}
            </Link>
          </Button>
        ) : null}
      </Panel>
    );
  }
  return (
    <Panel icon={<Clock />} tone="neutral" title={t('payments.success.pendingHeading')}>
      <p className="text-muted-foreground">{t('payments.success.pendingBody')}</p>
      <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
        <RotateCcw aria-hidden="true" />
        {t('payments.success.checkAgain')}
      </Button>
    </Panel>
  );
}

function Unknown() {
  return (
    <Panel icon={<HelpCircle />} tone="neutral" title={t('payments.success.unknownHeading')}>
      <p className="text-pretty text-muted-foreground">{t('payments.success.unknownBody')}</p>
      <Button asChild size="lg" variant="outline">
        <Link to="/membership">{t('payments.success.plans')}</Link>
      </Button>
    </Panel>
  );
}
