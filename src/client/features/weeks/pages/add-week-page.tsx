import { CalendarPlus } from 'lucide-react';
import { OwnerFormCard, OwnerFormPage } from '#src/client/components/layouts/owner-form-page.tsx';
import { ActivationRequired } from '#src/client/features/dashboard/components/activation-required.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ownerMessages } from '#src/shared/i18n/en/owner.ts';
import { ownerInsightsMessages } from '#src/shared/i18n/en/owner-insights.ts';
import { AddWeekForm } from '../components/add-week-form';

// This page's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(ownerMessages);
registerMessages(ownerInsightsMessages);

/** /add-listing (the address stays), the add-a-week page: an owner lists a week for rent. */
export function AddWeekPage() {
  return (
    <OwnerFormPage
      inactive={<ActivationRequired />}
      title={t('owner.addWeek.title')}
      eyebrow={t('owner.addWeek.eyebrow')}
      lead={t('owner.addWeek.lead')}
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
