import { CalendarDays, ChevronRight, Luggage } from 'lucide-react';
import { Link } from 'react-router';
import { SectionEmpty } from '#src/client/components/layouts/section-empty.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { PriceMain } from '#src/client/components/ui/price.tsx';
import { useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { BookingDetail } from '#src/shared/contracts/bookings.ts';
import type { useMyTrips } from '../api';
import { statusKey } from '../lib/reasons';
import { formatStayDay } from '../lib/stay-format';
import { BookingList } from './booking-list';

/** Colours of a status badge: waiting (amber), done or on track (green), ended (grey). */
export const TONES: Record<BookingDetail['status'], string> = {
  pending_payment: 'bg-amber-100 text-amber-950',
  awaiting_owner: 'bg-amber-100 text-amber-950',
  accepted: 'bg-primary-soft text-primary-hover',
  confirmed: 'bg-primary-soft text-primary-hover',
  completed: 'bg-primary-soft text-primary-hover',
  paid_out: 'bg-primary-soft text-primary-hover',
  on_hold: 'bg-amber-100 text-amber-950',
  cancelled: 'bg-muted text-muted-foreground',
};

/** One trip: resort, destination, the stay's days on the resort's clock, status and total, linked to its page. */
function TripRow({ trip }: { trip: BookingDetail }) {
  const names = useReferenceNames();
  return (
    <Link
      to={`/bookings/${trip.id}`}
      className="group flex items-center gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-5"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="truncate font-semibold">{trip.resortName}</span>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[trip.status])}>
            {t(statusKey(trip.status))}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t('bookings.stay.where', {
            unitType: names.unitType(undefined, trip.unitTypeName),
            location: names.location(undefined, trip.locationName),
          })}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {t('bookings.trips.dates', {
            from: formatStayDay(trip.checkInAt, trip.timeZone),
            to: formatStayDay(trip.checkOutAt, trip.timeZone),
          })}
        </p>
      </div>
      <p className="shrink-0 text-right">
        <span className="block text-lg font-bold tabular-nums">
          <PriceMain usd={trip.total} />
        </span>
        <span className="font-mono text-xs text-muted-foreground">{trip.reference}</span>
      </p>
      <ChevronRight
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}

/**
 * A page of the guest's trips, or the state it is in: loading (rows of the final size), failed
 * (with a retry), or none yet (with the way to the weeks on offer).
 */
export function TripList({
  query,
  when,
  page,
  hrefFor,
}: {
  query: ReturnType<typeof useMyTrips>;
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
        loading: t('bookings.trips.loading'),
        loadFailed: t('bookings.trips.loadFailed'),
        listLabel: t('bookings.trips.listLabel'),
      }}
      rowClassName="h-28"
      empty={
        when === 'upcoming' ? (
          <SectionEmpty
            icon={<Luggage />}
            title={t('bookings.trips.empty')}
            hint={t('bookings.trips.emptyHint')}
          >
            <ButtonLink to="/all-weeks">{t('bookings.trips.browse')}</ButtonLink>
          </SectionEmpty>
        ) : (
          <SectionEmpty
            icon={<Luggage />}
            title={t('bookings.trips.emptyPast')}
            hint={t('bookings.trips.emptyPastHint')}
          />
        )
      }
      renderRow={(trip) => <TripRow trip={trip} />}
    />
  );
}
