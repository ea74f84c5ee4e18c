import { ArrowLeft, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { Eyebrow } from '#src/client/components/ui/page-heading.tsx';
import { RetryPanel, StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { MessageDialog } from '#src/client/features/conversations/components/message-owner-dialog.tsx';
import { BookingReviews } from '#src/client/features/reviews/components/booking-reviews.tsx';
import { OfferedByOwner } from '#src/client/features/verification/components/offered-by-owner.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError } from '#src/client/lib/api.ts';
import { bookingsMessages } from '#src/shared/i18n/en/bookings.ts';
import { mxPaymentsMessages } from '#src/shared/i18n/en/mx-payments.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import { useBooking } from '../api';
import { BookingReference } from '../components/booking-reference';
import { BookingStatus } from '../components/booking-status';
import { ConfirmationCard } from '../components/confirmation-card';
import { GuestList } from '../components/review-step';
import { StaySummary } from '../components/stay-summary';
import { idFrom } from '../lib/route-id';

registerMessages(bookingsMessages);
registerMessages(paymentsMessages);
registerMessages(mxPaymentsMessages);

/** Where the guest's trips are listed, and the owner's bookings. */
const MY_TRIPS = '/dashboard#my-trips';
const OWNER_BOOKINGS = '/dashboard#bookings';
/** The stays whose reviews the page shows: the stay happened (reviews written before a later hold stay readable). */
const REVIEWED_STATUSES: readonly string[] = ['completed', 'paid_out', 'on_hold'];

/**
 * /bookings/:id: one booking as its guest or its owner reads it: the reference for the resort's
 * desk, where it stands and what they may do now, the stay on the resort's clock, who stays, and
 * the total.
 */
export function BookingPage() {
  const id = idFrom(useParams().id);
  // The same read as the booking below: the way back is the owner's list or the guest's trips.
  const viewer = useBooking(id).data?.viewer;
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="space-y-3">
          {viewer === 'owner' ? (
            <ButtonLink to={OWNER_BOOKINGS} variant="link" icon={ArrowLeft}>
              {t('bookings.owner.title')}
            </ButtonLink>
          ) : (
            <ButtonLink to={MY_TRIPS} variant="link" icon={ArrowLeft}>
              {t('bookings.detail.myTrips')}
            </ButtonLink>
          )}
          <Eyebrow>{t('bookings.detail.eyebrow')}</Eyebrow>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('bookings.detail.title')}</h1>
        </header>
        {id === undefined ? <BookingNotFound /> : <Booking id={id} />}
      </div>
    </div>
  );
}

function BookingNotFound() {
  return (
    <StatePanel
      icon={<SearchX />}
      title={t('bookings.detail.notFound')}
      hint={t('bookings.detail.notFoundHint')}
    >
      <ButtonLink to={MY_TRIPS}>{t('bookings.detail.myTrips')}</ButtonLink>
    </StatePanel>
  );
}

function Booking({ id }: { id: number }) {
  const booking = useBooking(id);
  if (booking.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <p role="status" className="sr-only">
          {t('bookings.detail.loading')}
        </p>
        <div aria-hidden="true" className="h-72 animate-pulse rounded-2xl bg-muted" />
        <div aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-muted" />
      </div>
    );
  }
  if (booking.isError) {
    // Someone else's booking is answered as one that does not exist (404); 403 reads the same.
    if (booking.error instanceof ApiError && [403, 404].includes(booking.error.status))
      return <BookingNotFound />;
    return (
      <RetryPanel
        title={t('bookings.detail.loadFailed')}
        hint={t('bookings.book.loadFailedHint')}
        retryLabel={t('bookings.book.retry')}
        onRetry={() => void booking.refetch()}
      />
    );
  }
  const b = booking.data;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <div className="grid gap-6">
        <section className="rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-6">
          <BookingReference reference={b.reference} />
        </section>
        <BookingStatus booking={b} onChanged={() => void booking.refetch()} />
        <ConfirmationCard booking={b} onChanged={() => void booking.refetch()} />
        {REVIEWED_STATUSES.includes(b.status) ? <BookingReviews bookingId={b.id} /> : null}
        <section
          aria-labelledby="booking-guests"
          className="grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-6"
        >
          <h2
            id="booking-guests"
            className="text-sm font-semibold tracking-widest text-muted-foreground uppercase"
          >
            {t('bookings.guests.title')}
          </h2>
          <GuestList guests={b.guests} />
          {b.note ? (
            <div className="text-sm">
              <p className="font-medium">
                {t(b.viewer === 'guest' ? 'bookings.detail.note' : 'bookings.detail.guestNote')}
              </p>
              <p className="whitespace-pre-line text-muted-foreground" data-owner-text>
                {b.note}
              </p>
            </div>
          ) : null}
        </section>
      </div>
      <aside className="grid gap-4">
        <StaySummary stay={b} guests={b.guests.length} />
        {b.viewer === 'guest' ? <OfferedByOwner ownerId={b.ownerId} /> : null}
        {/* The booking's conversation between its guest and its owner (contact details once paid). */}
        {b.viewer === 'staff' ? null : (
          <MessageDialog
            about={{ bookingId: b.id }}
            label={t(b.viewer === 'owner' ? 'conversations.messageGuest' : 'conversations.messageOwner')}
            summary={`${b.resortName}, ${b.unitTypeName} · ${b.reference}`}
          />
        )}
      </aside>
    </div>
  );
}
