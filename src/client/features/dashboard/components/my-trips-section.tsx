import { Luggage } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/client/components/ui/tabs.tsx';
import { useMyTrips } from '#src/client/features/bookings/api.ts';
import { TripList } from '#src/client/features/bookings/components/trip-list.tsx';
import { CalendarFeedPanel } from '#src/client/features/calendar/components/calendar-feed-panel.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { bookingsMessages } from '#src/shared/i18n/en/bookings.ts';
import { DashboardSection } from './dashboard-section';

registerMessages(bookingsMessages);

/** The trips tab and page the address asks for (`?trips=past&tripsPage=2`); upcoming, page 1 by default. */
export function useTripsSection() {
  const [params, setParams] = useSearchParams();
  const when = params.get('trips') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number.parseInt(params.get('tripsPage') ?? '1', 10) || 1);
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('tripsPage', String(target));
    else next.delete('tripsPage');
    return `?${next}#my-trips`;
  };
  const choose = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'past') out.set('trips', 'past');
        else out.delete('trips');
        out.delete('tripsPage');
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return { when, page, hrefFor, choose, trips: useMyTrips(when, page) } as const;
}

/** 'My trips' on the dashboard: the weeks this person booked, upcoming or past, paged by the server. */
export function MyTripsSection() {
  const { when, page, hrefFor, choose, trips } = useTripsSection();
  return (
    <DashboardSection id="my-trips" icon={<Luggage />} title={t('bookings.trips.title')}>
      <Tabs value={when} onValueChange={choose}>
        <TabsList aria-label={t('bookings.trips.tabs')} className="max-w-sm">
          <TabsTrigger value="upcoming">{t('bookings.trips.upcoming')}</TabsTrigger>
          <TabsTrigger value="past">{t('bookings.trips.past')}</TabsTrigger>
        </TabsList>
        {(['upcoming', 'past'] as const).map((tab) => (
          <TabsContent key={tab} value={tab} className="mt-4">
            <TripList query={trips} when={tab} page={page} hrefFor={hrefFor} />
          </TabsContent>
        ))}
      </Tabs>
      <CalendarFeedPanel kind="trips" />
    </DashboardSection>
  );
}
