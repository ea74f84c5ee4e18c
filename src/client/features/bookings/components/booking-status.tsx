import { CircleCheck, CircleX, Hourglass, PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { paymentPagePath } from '#src/client/features/payments/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import { formatCents } from '#src/client/lib/format.ts';
import { mexicoTime } from '#src/client/lib/mexico-time.ts';
import { HOLD_MINUTES } from '#src/shared/bookings/rules.ts';
import type { BookingDetail } from '#src/shared/contracts/bookings.ts';
import { useCancelBooking, useCreateBooking } from '../api';
import { cancelReasonKey, statusKey } from '../lib/reasons';
import { formatStayMoment } from '../lib/stay-format';
import { BookingActions } from './booking-actions';
import { type BookingHold, BookingPayment } from './booking-payment';
import { HoldCountdown, useTimeLeft } from './hold-countdown';
import { ReportProblem } from './report-problem';
import { useZoneName } from './stay-summary';

/**
 * Where a booking stands, in words for its viewer, and what they may do now: the guest pays a hold
 * that still runs (the same booking and payment come back from POST /api/bookings), gives it up,
 * cancels a paid booking or reports a problem with the stay; the owner accepts, declines or cancels
 * (`BookingActions`). Below, where its money stands: refunds and the owner's payout.
 */
export function BookingStatus({ booking, onChanged }: { booking: BookingDetail; onChanged: () => void }) {
  const zone = useZoneName(booking.locationName);
  const at = (iso: string) => `${formatStayMoment(iso, booking.timeZone)} ${zone}`;
  let icon = <CircleCheck />;
  let detail: React.ReactNode = null;
  const guest = booking.viewer === 'guest';
  let title = t(statusKey(booking.status, booking.viewer));
  if (booking.status === 'pending_payment') {
    icon = <Hourglass />;
    if (guest) detail = <PendingPayment booking={booking} onChanged={onChanged} />;
  } else if (booking.status === 'awaiting_owner' && booking.acceptBy) {
    if (guest) title = t('bookings.detail.awaitingOwner', { date: at(booking.acceptBy) });
    else
      detail = (
        <p className="text-sm text-muted-foreground">
          {t('bookings.answer.by', { date: at(booking.acceptBy) })}
        </p>
      );
  } else if (booking.status === 'accepted' && booking.confirmBy && !guest) {
    detail = (
      <p className="text-sm text-muted-foreground">
        {t('bookings.confirm.byShort', { date: at(booking.confirmBy) })}
      </p>
    );
  } else if (booking.status === 'confirmed') {
    detail = guest ? (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground text-pretty">
          {t('bookings.detail.confirmedGuest', { date: at(booking.checkInAt) })}
        </p>
        {booking.allowed.includes('report') && booking.reportBy ? (
          <ReportProblem booking={booking} until={at(booking.reportBy)} onChanged={onChanged} />
        ) : null}
      </div>
    ) : booking.payoutDueAt && booking.reportBy && booking.ownerShare !== undefined ? (
      <p className="text-sm text-muted-foreground text-pretty">
        {t('bookings.detail.payoutDue', {
          amount: money(booking.ownerShare, booking.currency),
          date: at(booking.payoutDueAt),
          reportBy: at(booking.reportBy),
        })}
      </p>
    ) : null;
  } else if (booking.status === 'on_hold') {
    icon = <PauseCircle />;
    detail = (
      <div className="grid gap-2 text-sm text-pretty">
        <p className="text-muted-foreground">
          {t(guest ? 'bookings.detail.reportedGuest' : 'bookings.detail.reportedOwner', {
            date: booking.problemReportedAt ? at(booking.problemReportedAt) : '',
          })}
        </p>
        {booking.problemText ? (
          <blockquote className="border-l-2 border-border pl-3 whitespace-pre-line" data-owner-text>
            {booking.problemText}
          </blockquote>
        ) : null}
      </div>
    );
  } else if (booking.status === 'cancelled') {
    icon = <CircleX />;
    detail = (
      <p className="text-sm text-muted-foreground">
        {t(cancelReasonKey(booking.cancelReason, booking.viewer))}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="booking-status"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
        {t('bookings.detail.status')}
      </h2>
      <p id="booking-status" className="flex items-start gap-2.5 text-lg font-semibold text-pretty">
        <span aria-hidden="true" className="mt-0.5 text-primary [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </p>
      {booking.paidAt ? (
        <p className="text-sm text-muted-foreground">
          {t('bookings.detail.paidOn', { date: at(booking.paidAt) })}
        </p>
      ) : null}
      {detail}
      <MoneyLines booking={booking} at={at} />
      <BookingActions booking={booking} onChanged={onChanged} />
    </section>
  );
}

/** '$1,500', '$375.50' in the booking's currency. */
const money = (amount: number, currency: string) => formatCents(Math.round(amount * 100), currency);

/** Where the booking's money stands: the guest's refund, the owner's payout (done or on its way). */
function MoneyLines({ booking, at }: { booking: BookingDetail; at: (iso: string) => string }) {
  const m = booking.money;
  const lines: string[] = [];
  const guest = booking.viewer === 'guest';
  if (m.refunded > 0)
    lines.push(
      t(guest ? 'bookings.money.refunded' : 'bookings.money.guestRefunded', {
        amount: money(m.refunded, booking.currency),
      }),
    );
  if (m.refundPending > 0)
    lines.push(
      t(guest ? 'bookings.money.refundPending' : 'bookings.money.guestRefundPending', {
        amount: money(m.refundPending, booking.currency),
      }),
    );
  if (!guest && m.paidOut !== undefined && m.paidOut > 0)
    lines.push(t('bookings.money.paidOut', { amount: money(m.paidOut, booking.currency) }));
  if (!guest && m.payoutPending !== undefined && m.payoutPending > 0)
    lines.push(
      booking.payoutDueAt && Date.parse(booking.payoutDueAt) > Date.now()
        ? t('bookings.money.payoutOn', {
            amount: money(m.payoutPending, booking.currency),
            date: at(booking.payoutDueAt),
          })
        : t('bookings.money.payoutPending', { amount: money(m.payoutPending, booking.currency) }),
    );
  if (lines.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm font-medium">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function PendingPayment({ booking, onChanged }: { booking: BookingDetail; onChanged: () => void }) {
  const pay = useCreateBooking();
  const navigate = useNavigate();
  const cancel = useCancelBooking();
  const [hold, setHold] = useState<BookingHold>();
  const [confirming, setConfirming] = useState(false);
  // When the hold ends the clock moves the booking on: ask for its new state.
  const left = useTimeLeft(booking.holdExpiresAt, onChanged);
  if (left <= 0) return <p className="text-sm text-muted-foreground">{t('bookings.hold.ended')}</p>;
  if (hold) return <BookingPayment hold={hold} onAgain={onChanged} />;
  // An OXXO or SPEI hold lasts the voucher's window (days, decision 064), a card's 15 minutes.
  const delayed =
    !!booking.holdExpiresAt &&
    Date.parse(booking.holdExpiresAt) - Date.parse(booking.createdAt) > 2 * HOLD_MINUTES * 60_000;

  const [lead, ...others] = booking.guests;
  const resume = () => {
    if (booking.weekId === null || !lead) return;
    pay.mutate(
      {
        weekId: booking.weekId,
        leadGuest: lead,
        guests: others,
        note: booking.note ?? undefined,
        acceptAgreement: true,
      },
      {
        onSuccess: (answer) =>
          // The same hold comes back as it was first asked: an OXXO voucher or SPEI transfer opens its page.
          answer.method === 'card'
            ? setHold(answer)
            : navigate(paymentPagePath(answer.paymentIntentId, answer.clientSecret)),
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: t('bookings.detail.payFailed'),
            description: errorMessage(error),
            cause: error,
          });
          if (error instanceof ApiError && error.status === 409) onChanged();
        },
      },
    );
  };
  return (
    <div className="grid gap-4">
      {delayed && booking.holdExpiresAt ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
          {t('mxpay.voucher.waitingBooking', { date: mexicoTime(booking.holdExpiresAt) })}
        </p>
      ) : (
        <HoldCountdown left={left} />
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {booking.weekId !== null && lead ? (
          <Button size="lg" onClick={resume} disabled={pay.isPending} aria-busy={pay.isPending || undefined}>
            {pay.isPending ? <Spinner className="text-current" /> : null}
            {delayed ? t('mxpay.booking.seeHowToPay') : t('bookings.detail.payNow')}
          </Button>
        ) : null}
        {booking.allowed.includes('abandon') ? (
          <Button size="lg" variant="outline" onClick={() => setConfirming(true)}>
            {t('bookings.detail.giveUp')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('bookings.detail.giveUpTitle')}
        description={t('bookings.detail.giveUpBody')}
        confirmLabel={t('bookings.detail.giveUpConfirm')}
        pendingLabel={t('bookings.detail.giveUpPending')}
        cancelLabel={t('bookings.detail.keep')}
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(booking.id, {
            onSuccess: () => setConfirming(false),
            onError: (error) => {
              setConfirming(false);
              toast({
                variant: 'destructive',
                title: t('bookings.detail.giveUpFailed'),
                description: errorMessage(error),
                cause: error,
              });
            },
          })
        }
      />
    </div>
  );
}
