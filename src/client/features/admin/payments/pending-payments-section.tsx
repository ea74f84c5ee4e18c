import { Banknote, CheckCircle2, TimerOff } from 'lucide-react';
import { useState } from 'react';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Button } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatCents, formatCount, formatPesos } from '#src/client/lib/format.ts';
import { mexicoTime } from '#src/client/lib/mexico-time.ts';
import type { PendingDelayedPayment } from '#src/shared/contracts/payments.ts';
import { mxPaymentsMessages } from '#src/shared/i18n/en/mx-payments.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import { StaffListSection, StaffRow } from '../components/staff-section';
import { usePaymentsMode, usePendingPayments, useSettlePayment } from './api';

registerMessages(paymentsMessages);
registerMessages(mxPaymentsMessages);

const LIST = 'pending-payments';

type Settling = { payment: PendingDelayedPayment; outcome: 'paid' | 'expired' };

const payerOf = (p: PendingDelayedPayment) => p.payerEmail ?? t('mxpay.staff.unknownPayer');

function whatOf(p: PendingDelayedPayment) {
  if (p.tier) return t('mxpay.staff.membership', { tier: t(`payments.tier.${p.tier}.name`) });
  if (p.bookingId !== null) return t('mxpay.staff.booking', { id: p.bookingId });
  return t('mxpay.staff.link');
}

/**
 * Pending payments (Manager and Dev dashboards, test mode only; decision 064): the OXXO vouchers
 * and SPEI transfers waiting for their payer, with "Mark as paid" (the store or bank confirming)
 * and "Expire" (the deadline passing) behind a dialog naming the payer and the amount. Hidden
 * with Stripe, where the provider's webhook decides (the server refuses the control too).
 */
export function PendingPaymentsSection() {
  const config = usePaymentsMode();
  const testMode = config.data?.mode === 'test';
  const list = useListParams(LIST, []);
  const pending = usePendingPayments(list.page, testMode);
  const settle = useSettlePayment();
  const [settling, setSettling] = useState<Settling | null>(null);
  if (!testMode) return null;

  const amountOf = (p: PendingDelayedPayment) => formatCents(p.amountCents, p.currency);
  const confirm = () => {
    if (!settling) return;
    const { payment, outcome } = settling;
    settle.mutate(
      { paymentIntentId: payment.paymentIntentId, outcome },
      {
        onSuccess: () => {
          setSettling(null);
          toast({
            title: outcome === 'paid' ? t('mxpay.staff.paid') : t('mxpay.staff.expired'),
            description: `${whatOf(payment)} · ${payerOf(payment)} · ${amountOf(payment)}`,
          });
        },
        onError: (error) => {
          setSettling(null);
          toast({
            variant: 'destructive',
            title: t('mxpay.staff.failed'),
            description: errorMessage(error),
            cause: error,
          });
        },
      },
    );
  };
  const total = pending.data?.total;
  const vars = settling && { payer: payerOf(settling.payment), amount: amountOf(settling.payment) };

  return (
    <StaffListSection<PendingDelayedPayment>
      id="pending-payments"
      icon={<Banknote />}
      title={t('mxpay.staff.title')}
      count={total ? t('mxpay.staff.count', { total: formatCount(total) }) : undefined}
      query={pending}
      list={list}
      label={t('mxpay.staff.label')}
      empty={t('mxpay.staff.empty')}
      showing={(counts) => t('mxpay.staff.showing', counts)}
      getKey={(p) => p.paymentIntentId}
      renderItem={(p) => (
        <StaffRow
          actions={
            <>
              <Button
                size="sm"
                aria-label={t('mxpay.staff.markPaidLabel', { payer: payerOf(p) })}
                onClick={() => setSettling({ payment: p, outcome: 'paid' })}
              >
                <CheckCircle2 aria-hidden="true" />
                {t('mxpay.staff.markPaid')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('mxpay.staff.expireLabel', { payer: payerOf(p) })}
                onClick={() => setSettling({ payment: p, outcome: 'expired' })}
              >
                <TimerOff aria-hidden="true" />
                {t('mxpay.staff.expire')}
              </Button>
            </>
          }
        >
          <p className="font-semibold">
            {t(`mxpay.method.${p.method}`)} · {whatOf(p)}
          </p>
          <p>
            <span className="font-semibold tabular-nums">{formatPesos(p.amountCents)}</span>{' '}
            <span className="text-muted-foreground tabular-nums">({formatCents(p.usdAmountCents)})</span> ·{' '}
            {payerOf(p)}
          </p>
          <p className="text-muted-foreground">
            {t('mxpay.staff.deadline', { date: mexicoTime(p.expiresAt) })}
          </p>
        </StaffRow>
      )}
    >
      <p className="text-sm text-muted-foreground text-pretty">{t('mxpay.staff.hint')}</p>
      <ConfirmDialog
        open={!!settling}
        onOpenChange={(open) => (open ? null : setSettling(null))}
        title={
          vars
            ? settling?.outcome === 'paid'
              ? t('mxpay.staff.confirmPaid', vars)
              : t('mxpay.staff.confirmExpire', vars)
            : ''
        }
        description={
          settling?.outcome === 'paid' ? t('mxpay.staff.confirmPaidBody') : t('mxpay.staff.confirmExpireBody')
        }
        confirmLabel={settling?.outcome === 'paid' ? t('mxpay.staff.markPaid') : t('mxpay.staff.expire')}
        pendingLabel={t('mxpay.staff.saving')}
        cancelLabel={t('mxpay.staff.keep')}
        destructive={settling?.outcome === 'expired'}
        pending={settle.isPending}
        onConfirm={confirm}
      />
    </StaffListSection>
  );
}
