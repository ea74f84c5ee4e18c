import { useState } from 'react';
import { ContractForm } from '#src/client/features/contracts/components/contract-form.tsx';
import { MyPropertiesSection } from '#src/client/features/dashboard/components/my-properties-section.tsx';
import { MyWeeksSection } from '#src/client/features/dashboard/components/my-weeks-section.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import type { AdminUser } from '#src/shared/contracts/accounts.ts';
import { adminBookingsMessages } from '#src/shared/i18n/en/admin-bookings.ts';
import { adminStaffMessages } from '#src/shared/i18n/en/admin-staff.ts';
import { ownerMessages } from '#src/shared/i18n/en/owner.ts';
import { BookingsSection } from '../bookings/bookings-section';
import { StaffPage } from '../components/staff-page';
import { AllContractsSection } from '../contracts/all-contracts-section';
import { StaffInvoicesSection } from '../invoices/staff-invoices-section';
import { ExchangeRateCard } from '../manager/exchange-rate-card';
import { ManagerQuickActions } from '../manager/quick-actions';
import { UserContracts } from '../manager/user-contracts';
import { UserManagement } from '../manager/user-management';
import { ModerationSection } from '../moderation/moderation-section';
import { PendingPaymentsSection } from '../payments/pending-payments-section';
import { VerificationQueueSection } from '../verification/verification-queue';

registerMessages(ownerMessages);
registerMessages(adminStaffMessages);
registerMessages(adminBookingsMessages);

/**
 * /manager (managers and developers): quick actions, the bookings (their counts, problems bell and
 * decisions), the members and their contracts (filed here for them), the manager's own weeks and
 * properties, and every contract.
 */
export function ManagerDashboardPage() {
  const [selected, setSelected] = useState<AdminUser | undefined>();

  return (
    <StaffPage screen="manager">
      <ManagerQuickActions />
      <BookingsSection />
      <ModerationSection />
      <VerificationQueueSection />
      <StaffInvoicesSection />
      <PendingPaymentsSection />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <UserManagement selectedId={selected?.id} onSelect={setSelected} />
        <UserContracts
          user={selected}
          addForm={(user, done) => (
            <ContractForm
              userId={user.id}
              onAdded={done}
              messages={{
                added: t('staffContracts.success'),
                addedBody: t('staffContracts.added'),
                failed: t('staffContracts.addFailed'),
              }}
            />
          )}
        />
      </div>
      <MyWeeksSection title={t('managerDash.weeks.title')} />
      <AllContractsSection viewer="manager" />
      <MyPropertiesSection title={t('managerDash.properties.title')} />
      <ExchangeRateCard />
    </StaffPage>
  );
}
