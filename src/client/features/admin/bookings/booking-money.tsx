import type { ReactNode } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { StaffBookingView } from '#src/shared/contracts/staff-bookings.ts';
import { formatMoment, ledgerKindLabel, money, stepKindLabel, stepStatusLabel } from './labels';

/** A titled part of the booking's view. */
export function ViewPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A table that scrolls sideways on a phone rather than squeezing its columns; the scroll area
 * takes the keyboard's focus so it can be scrolled without a pointer.
 */
function WideTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a wide table (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[34rem] text-left text-sm">
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </section>
  );
}

const cell = 'px-3 py-2 align-top';

/** The ledger's rows and its balance line: charged = refunded + commission + paid out + held. */
export function LedgerPart({ view }: { view: StaffBookingView }) {
  const { entries, totals } = view.ledger;
  const currency = view.booking.currency;
  return (
    <ViewPart id="booking-ledger" title={t('staffBookings.ledger.title')}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('staffBookings.ledger.empty')}</p>
      ) : (
        <WideTable
          label={t('staffBookings.ledger.title')}
          head={[
            t('staffBookings.ledger.kind'),
            t('staffBookings.ledger.amount'),
            t('staffBookings.ledger.step'),
            t('staffBookings.ledger.reference'),
            t('staffBookings.ledger.when'),
          ]}
        >
          {entries.map((e) => (
            <tr key={e.id}>
              <td className={cell}>{ledgerKindLabel(e.kind)}</td>
              <td className={cn(cell, 'tabular-nums')}>{money(e.amount, currency)}</td>
              <td className={cn(cell, 'font-mono text-xs')}>{e.stepKey}</td>
              <td className={cn(cell, 'font-mono text-xs break-all')}>{e.providerRef ?? '–'}</td>
              <td className={cell}>{formatMoment(e.createdAt)}</td>
            </tr>
          ))}
        </WideTable>
      )}
      <p className="flex flex-wrap items-center gap-2 text-sm tabular-nums">
        <span>
          {t('staffBookings.ledger.balance', {
            charged: money(totals.charged, currency),
            refunded: money(totals.refunded, currency),
            commission: money(totals.commission, currency),
            paidOut: money(totals.paidOut, currency),
            held: money(totals.held, currency),
          })}
        </span>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            totals.balanced ? 'bg-emerald-50 text-emerald-900' : 'bg-destructive text-destructive-foreground',
          )}
        >
          {totals.balanced ? t('staffBookings.ledger.balanced') : t('staffBookings.ledger.unbalanced')}
        </span>
      </p>
    </ViewPart>
  );
}

/** The refunds and the owner's payout decided for the booking, with the provider's progress. */
export function MoneyStepsPart({ view }: { view: StaffBookingView }) {
  const steps = view.moneySteps;
  return (
    <ViewPart id="booking-steps" title={t('staffBookings.steps.title')}>
      {steps.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('staffBookings.steps.empty')}</p>
      ) : (
        <WideTable
          label={t('staffBookings.steps.title')}
          head={[
            t('staffBookings.steps.kind'),
            t('staffBookings.steps.amount'),
            t('staffBookings.steps.status'),
            t('staffBookings.steps.due'),
            t('staffBookings.steps.attempts'),
            t('staffBookings.steps.error'),
          ]}
        >
          {steps.map((s) => (
            <tr key={s.id}>
              <td className={cell}>
                {stepKindLabel(s.kind)}
                <span className="block font-mono text-xs text-muted-foreground">{s.stepKey}</span>
              </td>
              <td className={cn(cell, 'tabular-nums')}>{money(s.amount, view.booking.currency)}</td>
              <td className={cn(cell, s.status === 'failed' && 'font-semibold text-destructive')}>
                {stepStatusLabel(s.status)}
              </td>
              <td className={cell}>{formatMoment(s.doneAt ?? s.dueAt)}</td>
              <td className={cn(cell, 'tabular-nums')}>{s.attempts}</td>
              <td className={cn(cell, 'text-xs break-words')}>{s.lastError ?? '–'}</td>
            </tr>
          ))}
        </WideTable>
      )}
    </ViewPart>
  );
}
