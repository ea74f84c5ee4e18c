import { registerMessages, t } from '#src/client/i18n/index.ts';
import { adminBookingsMessages } from '#src/shared/i18n/en/admin-bookings.ts';
import { adminDevMessages } from '#src/shared/i18n/en/admin-dev.ts';
import { adminStaffMessages } from '#src/shared/i18n/en/admin-staff.ts';
import { BookingsSection } from '../bookings/bookings-section';
import { ButtonLinks, onwardLinks, StaffPage } from '../components/staff-page';
import { AllContractsSection } from '../contracts/all-contracts-section';
import { useDashboardSummary } from '../dev/api';
import { InterestsInbox } from '../dev/interests-inbox';
import { asInstant, LAST_VIEW_KEYS, useStoredValue } from '../dev/last-view';
import { ListingsSection } from '../dev/listings-section';
import { NotificationBells } from '../dev/notification-bells';
import { SummaryCards } from '../dev/summary-cards';
import { WeekRequestsSection } from '../dev/week-requests-section';
import { WeeksSection } from '../dev/weeks-section';
import { StaffInvoicesSection } from '../invoices/staff-invoices-section';
import { ModerationSection } from '../moderation/moderation-section';
import { PendingPaymentsSection } from '../payments/pending-payments-section';
import { VerificationQueueSection } from '../verification/verification-queue';

registerMessages(adminDevMessages);
registerMessages(adminStaffMessages);
registerMessages(adminBookingsMessages);

/**
 * /dev (developers): the bells, the six counts, the bookings (their counts, problems bell and
 * decisions), then every lead, listing, week and contract, each list paged and filtered by the
 * server, each removal confirmed first.
 */
export function DevDashboardPage() {
  const [contractsView] = useStoredValue(LAST_VIEW_KEYS.contracts);
  const [listingsView] = useStoredValue(LAST_VIEW_KEYS.listings);
  const since = { contracts: asInstant(contractsView), listings: asInstant(listingsView) };
  const summary = useDashboardSummary(since);

  return (
    <StaffPage
      screen="dev"
      aside={
        <ButtonLinks
          size="sm"
          className="items-center"
          links={onwardLinks(t('dev.links.database'), t('dev.links.home'))}
        />
      }
    >
      <NotificationBells summary={summary.data} since={since} />
      <SummaryCards summary={summary.data} error={summary.error} />
      <BookingsSection />
      <ModerationSection />
      <VerificationQueueSection />
      <StaffInvoicesSection />
      <PendingPaymentsSection />
      <div className="grid gap-8 xl:grid-cols-2">
        <InterestsInbox />
        <WeekRequestsSection />
      </div>
      <ListingsSection />
      <WeeksSection />
      <AllContractsSection viewer="dev" />
    </StaffPage>
  );
}
