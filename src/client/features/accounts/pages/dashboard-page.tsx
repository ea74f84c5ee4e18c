import { Scale } from 'lucide-react';
import { isStaff } from '../../../../shared/permissions';
import { registerMessages, t } from '../../../i18n';
import { ownerMessages } from '../../../i18n/en/owner';
import { usePageTitle } from '../../../lib/use-page-title';
import { DashboardSection } from '../../dashboard/components/dashboard-section';
import { LegalDocuments } from '../../dashboard/components/legal-documents';
import { MembershipBanner } from '../../dashboard/components/membership-banner';
import { MyContractsSection } from '../../dashboard/components/my-contracts-section';
import { MyInterestsSection } from '../../dashboard/components/my-interests-section';
import { MyPropertiesSection } from '../../dashboard/components/my-properties-section';
import { MyWeeksSection } from '../../dashboard/components/my-weeks-section';
import { OwnerPageHeader } from '../../dashboard/components/owner-page-header';
import { QuickActions } from '../../dashboard/components/quick-actions';
import { useCurrentUser } from '../api';

// This page's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(ownerMessages);

/** /dashboard, 'My Dashboard': the owner's contracts, weeks and properties (spec 001 §2). */
export function DashboardPage() {
  const title = t('owner.dashboard.title');
  usePageTitle(title);
  // The route's guard has already waited for the current user.
  const { user } = useCurrentUser();

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
        </div>
        <MyInterestsSection />
        <MyContractsSection />
        <MyWeeksSection />
        <MyPropertiesSection />
        <DashboardSection id="legal-documents" icon={<Scale />} title={t('owner.legal.title')}>
          <LegalDocuments />
        </DashboardSection>
      </div>
    </div>
  );
}
