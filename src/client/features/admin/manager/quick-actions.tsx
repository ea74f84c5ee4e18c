import { CalendarPlus, Database, Home, House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';

/** Quick Actions of the Manager Dashboard, and the links to Database Management and Home. */
export function ManagerQuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading" className="space-y-3">
      <h2 id="quick-actions-heading" className="text-lg font-bold">
        {t('managerDash.quickActions')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/add-listing">
            <CalendarPlus aria-hidden="true" />
            {t('managerDash.addWeek')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/sell-property">
            <House aria-hidden="true" />
            {t('managerDash.listProperty')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/database-management">
            <Database aria-hidden="true" />
            {t('managerDash.links.database')}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">
            <Home aria-hidden="true" />
            {t('managerDash.links.home')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
