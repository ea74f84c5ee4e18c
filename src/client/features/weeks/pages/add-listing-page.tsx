import { CalendarPlus } from 'lucide-react';
import { OwnerFormCard, OwnerFormPage } from '#src/client/features/dashboard/components/owner-form-page.tsx';
import { ownerMessages } from '#src/client/i18n/en/owner.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { AddWeekForm } from '../components/add-week-form';

// This page's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(ownerMessages);

/** /add-listing, 'Add New Listing': an owner lists a week for rent. */
export function AddListingPage() {
  return (
    <OwnerFormPage
      title={t('owner.addListing.title')}
      eyebrow={t('owner.addListing.eyebrow')}
      lead={t('owner.addListing.lead')}
      tutorialTarget="week-form"
    >
      {(user) => (
        <OwnerFormCard
          icon={<CalendarPlus aria-hidden="true" />}
          title={t('owner.week.cardTitle')}
          lead={t('owner.week.cardLead')}
        >
          <AddWeekForm userId={user.id} />
        </OwnerFormCard>
      )}
    </OwnerFormPage>
  );
}
