import { CloudOff, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#src/client/components/ui/dialog.tsx';
import { useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatDay, formatInstantDay } from '#src/client/lib/format-date.ts';
import type { StaffBookingView } from '#src/shared/contracts/staff-bookings.ts';
import { LoadingLine } from '../components/list-states';
import { useStaffBooking } from './api';
import { LedgerPart, MoneyStepsPart, ViewPart } from './booking-money';
import { DecisionPanel } from './decision-panel';
import { cancelReasonLabel, causeLabel, formatMoment, money, nameOf, transitionLabel } from './labels';
import { StatusBadge } from './status-badge';

/**
 * One booking as staff see it, in a dialog whose address is kept in the page's (`bookingsOpen`):
 * its people and stay, the decisions the state allows, the ledger with its balance, the money
 * steps, and the history with staff's reasons.
 */
export function BookingViewDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const names = useReferenceNames();
  const view = useStaffBooking(id);
  const data = view.data?.booking.id === id ? view.data : undefined;
  return (
    <Dialog open={id !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {data
              ? t('staffBookings.view.title', { reference: data.booking.reference })
              : t('staffBookings.view.loading')}
          </DialogTitle>
          {data ? (
            <DialogDescription className="flex flex-wrap items-center gap-2">
              <StatusBadge status={data.booking.status} />
              <span>
                {data.booking.resortName} · {names.unitType(undefined, data.booking.unitTypeName)} ·{' '}
                {names.location(undefined, data.booking.locationName)}
              </span>
            </DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{t('staffBookings.view.loading')}</DialogDescription>
          )}
        </DialogHeader>
        <DialogBody className="space-y-6">
          {data ? (
            <>
              <Facts view={data} />
              <DecisionPanel view={data} />
              <LedgerPart view={data} />
              <MoneyStepsPart view={data} />
              <History view={data} />
            </>
          ) : view.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3">
              <p className="flex items-center gap-2 font-semibold">
                <CloudOff className="size-5 text-destructive" aria-hidden="true" />
                {t('staffBookings.view.loadFailed')}
              </p>
              <p className="text-sm text-muted-foreground">{errorMessage(view.error)}</p>
              <Button variant="outline" size="sm" onClick={() => void view.refetch()}>
                <RotateCcw aria-hidden="true" />
                {t('staffBookings.view.retry')}
              </Button>
            </div>
          ) : (
            <LoadingLine label={t('staffBookings.view.loading')} />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Who, where, when and how much; the problem or the cancellation when there is one. */
function Facts({ view }: { view: StaffBookingView }) {
  const b = view.booking;
  const when = (iso: string | null) => (iso ? formatMoment(iso) : t('staffBookings.view.notYet'));
  const person = (p: StaffBookingView['guest']) => (
    <>
      {nameOf(p)}
      {p ? <span className="block text-muted-foreground">{p.email}</span> : null}
    </>
  );
  return (
    <ViewPart id="booking-facts" title={t('staffBookings.view.details')}>
      {view.problemText ? (
        <div className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <p className="font-semibold">
            {t('staffBookings.view.problem', { date: when(view.problemReportedAt) })}
          </p>
          <p className="whitespace-pre-line">{view.problemText}</p>
        </div>
      ) : null}
      {b.status === 'cancelled' && b.cancelledAt ? (
        <p className="text-sm">
          {t('staffBookings.view.cancelled', {
            date: formatInstantDay(b.cancelledAt),
            reason: cancelReasonLabel(b.cancelReason),
          })}
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('staffBookings.view.guest')}>{person(view.guest)}</Fact>
        <Fact label={t('staffBookings.view.owner')}>{person(view.owner)}</Fact>
        <Fact label={t('staffBookings.view.stay')}>
          {t('staffBookings.dates', { from: formatDay(b.fromDate), to: formatDay(b.toDate) })}
        </Fact>
        <Fact label={t('staffBookings.view.total')}>{money(b.total, b.currency)}</Fact>
        <Fact label={t('staffBookings.view.usageFee')}>{money(view.usageFee, b.currency)}</Fact>
        {b.commission !== undefined ? (
          <Fact label={t('staffBookings.view.commission')}>{money(b.commission, b.currency)}</Fact>
        ) : null}
        {b.ownerShare !== undefined ? (
          <Fact label={t('staffBookings.view.ownerShare')}>{money(b.ownerShare, b.currency)}</Fact>
        ) : null}
        <Fact label={t('staffBookings.view.reportBy')}>{when(view.reportBy)}</Fact>
        <Fact label={t('staffBookings.view.payoutDue')}>{when(view.payoutDueAt)}</Fact>
      </dl>
    </ViewPart>
  );
}

/** Every transition, oldest first: what happened, who or what caused it, when, and staff's reason. */
function History({ view }: { view: StaffBookingView }) {
  return (
    <ViewPart id="booking-history" title={t('staffBookings.history.title')}>
      <ol className="space-y-3 border-l-2 border-border pl-4">
        {view.events.map((e) => (
          <li key={e.id} className="text-sm">
            <p className="font-medium">{transitionLabel(e)}</p>
            <p className="text-xs text-muted-foreground">
              {t('staffBookings.history.by', {
                who: e.actor ? `${causeLabel(e.cause)} (${nameOf(e.actor)})` : causeLabel(e.cause),
                date: formatMoment(e.at),
              })}
            </p>
            {e.reason ? (
              <p className="whitespace-pre-line">{t('staffBookings.history.reason', { reason: e.reason })}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </ViewPart>
  );
}
