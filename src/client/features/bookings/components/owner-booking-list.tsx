import { CalendarDays, ChevronRight, Inbox, UserRound } from 'lucide-react';
import { SectionEmpty } from '#src/client/components/layouts/section-empty.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { BookingDetail } from '#src/shared/contracts/bookings.ts';
import type { useOwnerBookings } from '../api';
import { statusKey } from '../lib/reasons';
import { formatStayDay } from '../lib/stay-format';
import { OwnerAnswer, OwnerShare } from './booking-actions';
import { BookingList } from './booking-list';
import { TONES } from './trip-list';

/**
 * One booking of the owner's week: reference, status, the lead guest, the stay's days on the
 * resort's clock, what the owner is paid, their answer while it is asked for, and the way to its page.
 */
function OwnerBookingRow({ booking, onChanged }: { booking: BookingDetail; onChanged: () => void }) {
  const lead = booking.guests[0];
  const answering = booking.allowed.includes('accept') || booking.allowed.includes('decline');
  return (
    <article
      aria-label={booking.reference}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-mono text-sm font-semibold">{booking.reference}</span>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[booking.status])}>
            {t(statusKey(booking.status, 'owner'))}
          </span>
        </p>
        <span className="truncate text-sm text-muted-foreground">{booking.resortName}</span>
      </div>
      <div className="grid gap-1.5 text-sm">
        {lead ? (
          <p className="flex items-center gap-2">
            <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span data-owner-text>
              {t('bookings.owner.leadGuest', { name: `${lead.firstName} ${lead.lastName}` })}
            </span>
          </p>
        ) : null}
        <p className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {t('bookings.trips.dates', {
            from: formatStayDay(booking.checkInAt, booking.timeZone),
            to: formatStayDay(booking.checkOutAt, booking.timeZone),
          })}
        </p>
      </div>
      {booking.status !== 'cancelled' && booking.status !== 'paid_out' ? (
        <OwnerShare booking={booking} short />
      ) : null}
      {booking.allowed.includes('confirm') && booking.confirmBy ? (
        <p className="text-sm font-medium text-amber-800">
          {t('bookings.confirm.byDay', { date: formatStayDay(booking.confirmBy, booking.timeZone) })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        {answering ? <OwnerAnswer booking={booking} onChanged={onChanged} /> : <span />}
        <ButtonLink
          to={`/bookings/${booking.id}`}
          variant="link"
          aria-label={t('bookings.owner.open', { reference: booking.reference })}
          className="min-h-10"
        >
          {t('bookings.owner.details')}
          <ChevronRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </article>
  );
}

/**
 * A page of the bookings of the owner's weeks, or the state it is in: loading, failed (with a
 * retry), or none yet.
 */
export function OwnerBookingList({
  query,
  when,
  page,
  hrefFor,
}: {
  query: ReturnType<typeof useOwnerBookings>;
  when: 'upcoming' | 'past';
  page: number;
  hrefFor: (page: number) => string;
}) {
  return (
    <BookingList
      query={query}
      page={page}
      hrefFor={hrefFor}
      texts={{
        loading: t('bookings.owner.loading'),
        loadFailed: t('bookings.owner.loadFailed'),
        listLabel: t('bookings.owner.listLabel'),
      }}
      rowClassName="h-40"
      empty={
        when === 'upcoming' ? (
          <SectionEmpty
            icon={<Inbox />}
            title={t('bookings.owner.empty')}
            hint={t('bookings.owner.emptyHint')}
          />
        ) : (
          <SectionEmpty
            icon={<Inbox />}
            title={t('bookings.owner.emptyPast')}
            hint={t('bookings.owner.emptyPastHint')}
          />
        )
      }
      renderRow={(booking) => <OwnerBookingRow booking={booking} onChanged={() => void query.refetch()} />}
    />
  );
}
