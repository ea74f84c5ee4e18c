import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import { formatCents } from '#src/client/lib/format.ts';
import { COMMISSION_PERCENT } from '#src/shared/bookings/rules.ts';
import type { BookingDetail } from '#src/shared/contracts/bookings.ts';
import { useAnswerBooking, useCancelBooking, useCancellationQuote, usePayoutAccount } from '../api';
import { formatStayMoment } from '../lib/stay-format';
import { AddPayoutButton } from './payout-account';
import { useZoneName } from './stay-summary';

/** Dollars as the booking's currency shows them ('$1,500', '$375.50'). */
const money = (amount: number, currency: string) => formatCents(Math.round(amount * 100), currency);

/**
 * A failed step, told with the server's own message; a 409 means the booking had moved on (the
 * clock, the other side), so its new state is asked for.
 */
function reportFailure(title: string, error: unknown, onChanged: () => void) {
  toast({ variant: 'destructive', title, description: errorMessage(error), cause: error });
  if (error instanceof ApiError && error.status === 409) onChanged();
}

/** What the owner is paid for a booking: their share, and how it comes from the price. */
export function OwnerShare({ booking, short = false }: { booking: BookingDetail; short?: boolean }) {
  if (booking.ownerShare === undefined || booking.commission === undefined) return null;
  const share = money(booking.ownerShare, booking.currency);
  return (
    <p className="text-sm font-medium text-pretty">
      {short
        ? t('bookings.answer.shareShort', { share })
        : t('bookings.answer.share', {
            share,
            total: money(booking.total, booking.currency),
            percent: COMMISSION_PERCENT,
            commission: money(booking.commission, booking.currency),
          })}
    </p>
  );
}

/**
 * The owner's answer to a paid booking: Accept, or Decline after a confirmation (the guest gets
 * everything back). Accepting needs a payout account: a 409 without one shows the way to add it,
 * and once it is ready the booking is accepted.
 */
export function OwnerAnswer({ booking, onChanged }: { booking: BookingDetail; onChanged: () => void }) {
  const answer = useAnswerBooking();
  const payout = usePayoutAccount();
  const [declining, setDeclining] = useState(false);
  const [needsPayout, setNeedsPayout] = useState(false);
  const sending = answer.isPending;

  const accept = () =>
    answer.mutate(
      { id: booking.id, answer: 'accept' },
      {
        onSuccess: () => setNeedsPayout(false),
        onError: async (error) => {
          // A 409 is either no payout account yet or a booking that has moved on: the account tells which.
          if (error instanceof ApiError && error.status === 409) {
            const account = await payout.refetch();
            if (account.data?.status !== 'active') {
              setNeedsPayout(true);
              return;
            }
          }
          reportFailure(t('bookings.answer.failed'), error, onChanged);
        },
      },
    );
  const decline = () =>
    answer.mutate(
      { id: booking.id, answer: 'decline' },
      {
        onSuccess: () => setDeclining(false),
        onError: (error) => {
          setDeclining(false);
          reportFailure(t('bookings.answer.failed'), error, onChanged);
        },
      },
    );

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {booking.allowed.includes('accept') ? (
          <Button onClick={accept} disabled={sending} aria-busy={(sending && !declining) || undefined}>
            {sending && !declining ? <Spinner className="text-current" /> : <Check />}
            {sending && !declining ? t('bookings.answer.accepting') : t('bookings.answer.accept')}
          </Button>
        ) : null}
        {booking.allowed.includes('decline') ? (
          <Button variant="outline" onClick={() => setDeclining(true)} disabled={sending}>
            <X />
            {t('bookings.answer.decline')}
          </Button>
        ) : null}
      </div>
      {needsPayout ? (
        <div
          role="alert"
          className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <p className="font-semibold">{t('bookings.answer.payoutTitle')}</p>
          <p className="text-sm text-pretty">{t('bookings.answer.payoutBody')}</p>
          <div>
            <AddPayoutButton
              status={payout.data?.status ?? 'none'}
              onReady={() => {
                setNeedsPayout(false);
                accept();
              }}
            />
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={declining}
        onOpenChange={setDeclining}
        title={t('bookings.answer.declineTitle')}
        description={t('bookings.answer.declineBody')}
        confirmLabel={t('bookings.answer.declineConfirm')}
        pendingLabel={t('bookings.answer.declining')}
        cancelLabel={t('bookings.answer.keep')}
        pending={sending}
        onConfirm={decline}
      />
    </div>
  );
}

/** What the guest would get back, read from GET /api/bookings/:id/cancellation before they confirm. */
function RefundQuote({
  booking,
  quote,
}: {
  booking: BookingDetail;
  quote: ReturnType<typeof useCancellationQuote>;
}) {
  const zone = useZoneName(booking.locationName);
  if (quote.isPending) {
    return (
      <span role="status" className="flex items-center gap-2">
        <Spinner /> {t('bookings.cancel.quoting')}
      </span>
    );
  }
  if (quote.isError) return <span role="alert">{t('bookings.cancel.quoteFailed')}</span>;
  const q = quote.data;
  if (!q.allowed) return <span>{t('bookings.cancel.none')}</span>;
  const until = `${formatStayMoment(q.fullRefundUntil, booking.timeZone)} ${zone}`;
  const fullStill = q.percent === 100 && Date.now() < new Date(q.fullRefundUntil).getTime();
  return (
    <span className="grid gap-2">
      <span className="text-base font-semibold text-foreground">
        {t('bookings.cancel.refund', { amount: money(q.refund, q.currency), percent: q.percent })}
      </span>
      {fullStill ? <span>{t('bookings.cancel.fullUntil', { date: until })}</span> : null}
      {q.percent < 100 ? <span>{t('bookings.cancel.late', { date: until, percent: q.percent })}</span> : null}
      {q.refund > 0 ? <span>{t('bookings.cancel.toCard')}</span> : null}
    </span>
  );
}

/**
 * Cancelling a paid booking, asked first. The guest's dialog asks for the refund and says it before
 * they confirm; the owner's says the guest gets everything back and it counts on their record.
 */
function CancelBooking({
  booking,
  onChanged,
  as,
}: {
  booking: BookingDetail;
  onChanged: () => void;
  as: 'guest' | 'owner';
}) {
  const [open, setOpen] = useState(false);
  const guest = as === 'guest';
  const quote = useCancellationQuote(booking.id, open && guest);
  const cancel = useCancelBooking();
  return (
    <>
      <div>
        <Button size={guest ? 'lg' : undefined} variant="outline" onClick={() => setOpen(true)}>
          {t(guest ? 'bookings.cancel.guestButton' : 'bookings.cancel.ownerButton')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(guest ? 'bookings.cancel.guestTitle' : 'bookings.cancel.ownerTitle')}
        description={guest ? <RefundQuote booking={booking} quote={quote} /> : t('bookings.cancel.ownerBody')}
        confirmLabel={t('bookings.cancel.confirm')}
        pendingLabel={t('bookings.cancel.pending')}
        cancelLabel={t('bookings.cancel.keep')}
        pending={cancel.isPending}
        confirmDisabled={guest && !quote.data?.allowed}
        onConfirm={() =>
          cancel.mutate(booking.id, {
            onSuccess: () => setOpen(false),
            onError: (error) => {
              setOpen(false);
              reportFailure(t('bookings.cancel.failed'), error, onChanged);
            },
          })
        }
      />
    </>
  );
}

/** The steps of a paid booking its viewer may take now (`allowed`, from the process table). */
export function BookingActions({ booking, onChanged }: { booking: BookingDetail; onChanged: () => void }) {
  if (booking.viewer === 'guest') {
    return booking.allowed.includes('guestCancel') ? (
      <CancelBooking booking={booking} onChanged={onChanged} as="guest" />
    ) : null;
  }
  if (booking.viewer !== 'owner') return null;
  const answering = booking.allowed.includes('accept') || booking.allowed.includes('decline');
  return (
    <>
      {booking.status !== 'cancelled' && booking.status !== 'paid_out' ? (
        <OwnerShare booking={booking} />
      ) : null}
      {answering ? <OwnerAnswer booking={booking} onChanged={onChanged} /> : null}
      {booking.allowed.includes('ownerCancel') ? (
        <CancelBooking booking={booking} onChanged={onChanged} as="owner" />
      ) : null}
    </>
  );
}
