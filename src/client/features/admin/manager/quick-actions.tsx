import { CalendarPlus, House } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';
import { ButtonLinks, onwardLinks } from '../components/staff-page';

/** Quick Actions of the Manager Dashboard, and the links to Database Management and Home. */
export function ManagerQuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading" className="space-y-3">
      <h2 id="quick-actions-heading" className="text-lg font-bold">
        {t('managerDash.quickActions')}
      </h2>
      <ButtonLinks
        links={[
          { to: '/add-listing', icon: CalendarPlus, label: t('managerDash.addWeek') },
          { to: '/sell-property', icon: House, label: t('managerDash.listProperty'), variant: 'outline' },
          ...onwardLinks(t('managerDash.links.database'), t('managerDash.links.home')),
        ]}
      />
    </section>
  );
}
