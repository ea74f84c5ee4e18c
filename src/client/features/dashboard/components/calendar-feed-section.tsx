import { CalendarSync } from 'lucide-react';
import { CalendarFeedPanel } from '#src/client/features/calendar/components/calendar-feed-panel.tsx';
import { t } from '#src/client/i18n/index.ts';
import { DashboardSection } from './dashboard-section';

/** 'Calendar feed' on My Dashboard: the owner's weeks and their bookings as a private calendar feed. */
export function CalendarFeedSection() {
  return (
    <DashboardSection id="calendar-feed" icon={<CalendarSync />} title={t('calendar.owner.title')}>
      <CalendarFeedPanel kind="owner" titled={false} />
    </DashboardSection>
  );
}
