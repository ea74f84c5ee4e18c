import { ExternalLink, Hourglass, Printer } from 'lucide-react';
import { Button } from '#src/client/components/ui/button.tsx';
import { NumberedSteps } from '#src/client/components/ui/numbered-steps.tsx';
import { t } from '#src/client/i18n/index.ts';
import { formatCents, formatPesos } from '#src/client/lib/format.ts';
import { mexicoTime } from '#src/client/lib/mexico-time.ts';
import type { DelayedPayment, PaymentStatusResponse } from '#src/shared/contracts/payments.ts';
import { usePaymentsConfig } from '../api';
import { tierName } from '../lib/format';
import { groupClabe, groupReference } from '../lib/voucher-format';
import { CopyValue } from './copy-value';

/** The barcode the server drew (an SVG document), as an image: its markup never enters the page. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Whom the wait concerns: the membership stays inactive, the week stays held, or the link's item waits. */
function waitingLine(payment: PaymentStatusResponse, delayed: DelayedPayment) {
  if (payment.bookingId !== null)
    return t('mxpay.voucher.waitingBooking', { date: mexicoTime(delayed.expiresAt) });
  if (payment.tier) return t('mxpay.voucher.waitingMembership', { tier: tierName(payment.tier) });
  return t('mxpay.voucher.waitingLink', { item: payment.linkName ?? '' });
}

/**
 * An OXXO voucher or a SPEI transfer waiting for its payer (decision 064): the pesos to pay, the
 * dollars and the rate they came from, the reference (and barcode) or the CLABE, the deadline in
 * Mexico City time and how to pay. Only the `.print-voucher` part prints (styles.css).
 */
export function VoucherPanel({
  payment,
  delayed,
}: {
  payment: PaymentStatusResponse;
  delayed: DelayedPayment;
}) {
  const config = usePaymentsConfig();
  const ins = delayed.instructions;
  const oxxo = payment.method === 'oxxo';
  const hosted = ins?.kind === 'oxxo' ? ins.hostedVoucherUrl : ins?.hostedInstructionsUrl;
  return (
    <section
      aria-labelledby="voucher-title"
      className="print-voucher space-y-6 rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-8 print:border-0 print:shadow-none"
    >
      <header className="space-y-3">
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 print:hidden">
          <Hourglass className="size-4" aria-hidden="true" />
          {t('mxpay.voucher.waitingBadge')}
        </p>
        <h1 id="voucher-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {oxxo ? t('mxpay.voucher.oxxoTitle') : t('mxpay.voucher.speiTitle')}
        </h1>
        <p className="text-pretty text-muted-foreground">{waitingLine(payment, delayed)}</p>
      </header>

      <dl className="grid gap-5">
        <div className="grid gap-1 rounded-xl bg-muted/60 p-4">
          <dt className="text-sm text-muted-foreground">{t('mxpay.voucher.amount')}</dt>
          <dd className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">
            {formatPesos(payment.amountCents)}
          </dd>
          <dd className="text-sm text-muted-foreground tabular-nums">
            {t('mxpay.voucher.dollars', { dollars: formatCents(delayed.usdAmountCents), rate: delayed.rate })}
          </dd>
        </div>
        {ins?.kind === 'oxxo' ? (
          <>
            <CopyValue
              label={t('mxpay.voucher.reference')}
              value={ins.number}
              shown={groupReference(ins.number)}
              copyLabel={t('mxpay.voucher.copyReference')}
              large
            />
            {delayed.barcodeSvg ? (
              <div className="rounded-xl border border-border bg-white p-3">
                <img
                  src={svgSource(delayed.barcodeSvg)}
                  alt={t('mxpay.voucher.barcode', { number: ins.number })}
                  className="mx-auto h-20 w-full max-w-md object-contain"
                />
              </div>
            ) : null}
          </>
        ) : null}
        {ins?.kind === 'spei' ? (
          <>
            <CopyValue
              label={t('mxpay.voucher.clabe')}
              value={ins.clabe}
              shown={groupClabe(ins.clabe)}
              copyLabel={t('mxpay.voucher.copyClabe')}
              large
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid gap-1">
                <dt className="text-sm text-muted-foreground">{t('mxpay.voucher.bank')}</dt>
                <dd className="text-lg font-semibold">{ins.bankName}</dd>
              </div>
              <CopyValue
                label={t('mxpay.voucher.transferReference')}
                value={ins.reference}
                copyLabel={t('mxpay.voucher.transferReference')}
              />
            </div>
          </>
        ) : null}
        <div className="grid gap-1">
          <dt className="text-sm text-muted-foreground">{t('mxpay.voucher.deadline')}</dt>
          <dd className="text-lg font-semibold">{mexicoTime(delayed.expiresAt)}</dd>
        </div>
      </dl>

      <div className="space-y-3">
        <h2 className="text-lg font-semibold">
          {oxxo ? t('mxpay.voucher.oxxoHowTitle') : t('mxpay.voucher.speiHowTitle')}
        </h2>
        <NumberedSteps
          steps={
            oxxo
              ? [t('mxpay.voucher.oxxoHow1'), t('mxpay.voucher.oxxoHow2'), t('mxpay.voucher.oxxoHow3')]
              : [t('mxpay.voucher.speiHow1'), t('mxpay.voucher.speiHow2'), t('mxpay.voucher.speiHow3')]
          }
        />
      </div>

      <div className="flex flex-col gap-2 sm:flex-row print:hidden">
        {oxxo ? (
          <Button size="lg" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('mxpay.voucher.print')}
          </Button>
        ) : null}
        {hosted ? (
          <a
            href={hosted}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-border px-4 py-2.5 text-sm font-medium hover:bg-muted"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {oxxo ? t('mxpay.voucher.hostedVoucher') : t('mxpay.voucher.hostedInstructions')}
          </a>
        ) : null}
      </div>
      <div className="space-y-2 text-sm text-muted-foreground print:hidden">
        <p role="status">{t('mxpay.voucher.checking')}</p>
        <p>{t('mxpay.voucher.mailed')}</p>
        {config.data?.provider === 'test' ? (
          <p className="rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 p-3 text-amber-950">
            {t('mxpay.voucher.testNote')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
