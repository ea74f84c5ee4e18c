import { Database, Home } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { adminDevMessages } from '#src/client/i18n/en/admin-dev.ts';
import { adminStaffMessages } from '#src/client/i18n/en/admin-staff.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { AllContractsSection } from '../contracts/all-contracts-section';
import { useDashboardSummary } from '../dev/api';
import { InterestsInbox } from '../dev/interests-inbox';
import { asInstant, LAST_VIEW_KEYS, useStoredValue } from '../dev/last-view';
import { ListingsSection } from '../dev/listings-section';
import { NotificationBells } from '../dev/notification-bells';
import { SummaryCards } from '../dev/summary-cards';
import { WeekRequestsSection } from '../dev/week-requests-section';
import { WeeksSection } from '../dev/weeks-section';

registerMessages(adminDevMessages);
registerMessages(adminStaffMessages);

/**
 * /dev (developers): the bells, the six counts, then every lead, listing, week and contract, each
 * list paged and filtered by the server, each removal confirmed first.
 */
export function DevDashboardPage() {
  usePageTitle(t('dev.title'));
  const [contractsView] = useStoredValue(LAST_VIEW_KEYS.contracts);
  const [listingsView] = useStoredValue(LAST_VIEW_KEYS.listings);
  const since = { contracts: asInstant(contractsView), listings: asInstant(listingsView) };
  const summary = useDashboardSummary(since);

  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <div className="space-y-2">
            <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t('dev.eyebrow')}</p>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('dev.title')}</h1>
            <p className="max-w-2xl text-pretty text-muted-foreground">{t('dev.intro')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/database-management">
                <Database aria-hidden="true" />
                {t('dev.links.database')}
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/">
                <Home aria-hidden="true" />
                {t('dev.links.home')}
              </Link>
            </Button>
          </div>
        </header>
        <NotificationBells summary={summary.data} since={since} />
        <SummaryCards summary={summary.data} error={summary.error} />
        <div className="grid gap-8 xl:grid-cols-2">
          <InterestsInbox />
          <WeekRequestsSection />
        </div>
        <ListingsSection />
        <WeeksSection />
        <AllContractsSection viewer="dev" />
      </div>
    </div>
  );
}
