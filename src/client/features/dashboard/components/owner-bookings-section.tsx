import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/client/components/ui/tabs.tsx';
import { useOwnerBookings } from '#src/client/features/bookings/api.ts';
import { OwnerBookingList } from '#src/client/features/bookings/components/owner-booking-list.tsx';
import { OwnerRecordLine } from '#src/client/features/bookings/components/owner-record.tsx';
import { PayoutAccountCard } from '#src/client/features/bookings/components/payout-account.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { bookingsMessages } from '#src/shared/i18n/en/bookings.ts';
import { DashboardSection } from './dashboard-section';

registerMessages(bookingsMessages);

/** The bookings tab and page the address asks for (`?bookings=past&bookingsPage=2`); upcoming, page 1 by default. */
function useOwnerBookingsSection() {
  const [params, setParams] = useSearchParams();
  const when = params.get('bookings') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number.parseInt(params.get('bookingsPage') ?? '1', 10) || 1);
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('bookingsPage', String(target));
    else next.delete('bookingsPage');
    return `?${next}#bookings`;
  };
  const choose = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'past') out.set('bookings', 'past');
        else out.delete('bookings');
        out.delete('bookingsPage');
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return { when, page, hrefFor, choose, bookings: useOwnerBookings(when, page) } as const;
}

/**
 * 'Bookings' on the dashboard: the owner's payout account, then the paid bookings of their weeks,
 * upcoming or past, paged by the server, each with the owner's answer while it is asked for.
 */
export function OwnerBookingsSection() {
  const { when, page, hrefFor, choose, bookings } = useOwnerBookingsSection();
  return (
    <DashboardSection id="bookings" icon={<Inbox />} title={t('bookings.owner.title')}>
      <PayoutAccountCard />
      <OwnerRecordLine />
      <Tabs value={when} onValueChange={choose}>
        <TabsList aria-label={t('bookings.owner.tabs')} className="max-w-sm">
          <TabsTrigger value="upcoming">{t('bookings.trips.upcoming')}</TabsTrigger>
          <TabsTrigger value="past">{t('bookings.trips.past')}</TabsTrigger>
        </TabsList>
        {(['upcoming', 'past'] as const).map((tab) => (
          <TabsContent key={tab} value={tab} className="mt-4">
            <OwnerBookingList query={bookings} when={tab} page={page} hrefFor={hrefFor} />
          </TabsContent>
        ))}
      </Tabs>
    </DashboardSection>
  );
}
