import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import type { BookingDetail } from '#src/shared/contracts/bookings.ts';
import { useCancelBooking, useCreateBooking } from '../api';
import { cancelReasonKey, statusKey } from '../lib/reasons';
import { formatStayMoment } from '../lib/stay-format';
import { BookingActions } from './booking-actions';
import { type BookingHold, BookingPayment } from './booking-payment';
import { HoldCountdown, useTimeLeft } from './hold-countdown';
import { useZoneName } from './stay-summary';

/**
 * Where a booking stands, in words for its viewer, and what they may do now: the guest pays a hold
 * that still runs (the same booking and payment come back from POST /api/bookings), gives it up or
 * cancels a paid booking; the owner accepts, declines or cancels (`BookingActions`).
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
      <BookingActions booking={booking} onChanged={onChanged} />
    </section>
  );
}

function PendingPayment({ booking, onChanged }: { booking: BookingDetail; onChanged: () => void }) {
  const pay = useCreateBooking();
  const cancel = useCancelBooking();
  const [hold, setHold] = useState<BookingHold>();
  const [confirming, setConfirming] = useState(false);
  // When the hold ends the clock moves the booking on: ask for its new state.
  const left = useTimeLeft(booking.holdExpiresAt, onChanged);
  if (left <= 0) return <p className="text-sm text-muted-foreground">{t('bookings.hold.ended')}</p>;
  if (hold) return <BookingPayment hold={hold} onAgain={onChanged} />;

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
        onSuccess: (answer) => setHold(answer),
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
      <HoldCountdown left={left} />
      <div className="flex flex-col gap-2 sm:flex-row">
        {booking.weekId !== null && lead ? (
          <Button size="lg" onClick={resume} disabled={pay.isPending} aria-busy={pay.isPending || undefined}>
            {pay.isPending ? <Spinner className="text-current" /> : null}
            {t('bookings.detail.payNow')}
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
