import { Scale } from 'lucide-react';
import { OwnerPageHeader } from '#src/client/components/layouts/owner-page-header.tsx';
import { CalendarFeedSection } from '#src/client/features/dashboard/components/calendar-feed-section.tsx';
import { DashboardSection } from '#src/client/features/dashboard/components/dashboard-section.tsx';
import { InsightsSection } from '#src/client/features/dashboard/components/insights-section.tsx';
import { LegalDocuments } from '#src/client/features/dashboard/components/legal-documents.tsx';
import { MembershipBanner } from '#src/client/features/dashboard/components/membership-banner.tsx';
import { MyContractsSection } from '#src/client/features/dashboard/components/my-contracts-section.tsx';
import { MyInterestsSection } from '#src/client/features/dashboard/components/my-interests-section.tsx';
import { MyInvoicesSection } from '#src/client/features/dashboard/components/my-invoices-section.tsx';
import { MyPropertiesSection } from '#src/client/features/dashboard/components/my-properties-section.tsx';
import { MyReportsSection } from '#src/client/features/dashboard/components/my-reports-section.tsx';
import { MyTripsSection } from '#src/client/features/dashboard/components/my-trips-section.tsx';
import {
  MyWeeksSection,
  useWeeksSection,
} from '#src/client/features/dashboard/components/my-weeks-section.tsx';
import { OwnerBookingsSection } from '#src/client/features/dashboard/components/owner-bookings-section.tsx';
import { QuickActions } from '#src/client/features/dashboard/components/quick-actions.tsx';
import { SectionNav } from '#src/client/features/dashboard/components/section-nav.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { ownerMessages } from '#src/shared/i18n/en/owner.ts';
import { ownerInsightsMessages } from '#src/shared/i18n/en/owner-insights.ts';
import { isStaff } from '#src/shared/permissions.ts';

// This page's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(ownerMessages);
registerMessages(ownerInsightsMessages);

/**
 * /dashboard, 'My Dashboard': the guest's trips, the bookings of the owner's weeks, the owner's messages, contracts, weeks and properties, each a page the
 * server searches and sorts, linked from the top.
 */
export function DashboardPage() {
  const title = t('owner.dashboard.title');
  // The route's guard has already waited for the current user.
  const { user } = useCurrentUser();
  const heldWeeks = useWeeksSection().weeks.data?.unfilteredTotal ?? 0;

  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
        <div className="space-y-6">
          <OwnerPageHeader
            title={title}
            lead={
              user?.firstName
                ? t('owner.dashboard.welcome', { name: user.firstName })
                : t('owner.dashboard.lead')
            }
          />
          <MembershipBanner user={user} />
          <QuickActions staff={isStaff(user)} />
          <SectionNav />
        </div>
        <MyTripsSection />
        <OwnerBookingsSection />
        <MyInterestsSection />
        <MyContractsSection />
        <InsightsSection holdsWeeks={heldWeeks > 0} />
        <MyWeeksSection />
        <CalendarFeedSection />
        <MyPropertiesSection />
        <MyReportsSection />
        <MyInvoicesSection />
        <DashboardSection id="legal-documents" icon={<Scale />} title={t('owner.legal.title')}>
          <LegalDocuments />
        </DashboardSection>
      </div>
    </div>
  );
}
