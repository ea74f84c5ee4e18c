import { House } from 'lucide-react';
import { OwnerFormCard, OwnerFormPage } from '#src/client/components/layouts/owner-form-page.tsx';
import { ActivationRequired } from '#src/client/features/dashboard/components/activation-required.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ownerMessages } from '#src/shared/i18n/en/owner.ts';
import { SellPropertyForm } from '../components/sell-property-form';

// This page's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(ownerMessages);

/** /sell-property, 'Sell a Property': an owner lists a property for sale with photos. */
export function SellPropertyPage() {
  return (
    <OwnerFormPage
      inactive={<ActivationRequired />}
      title={t('owner.sellProperty.title')}
      eyebrow={t('owner.sellProperty.eyebrow')}
      lead={t('owner.sellProperty.lead')}
      tutorialTarget="property-form"
    >
      {() => (
        <OwnerFormCard
          icon={<House aria-hidden="true" />}
          title={t('owner.property.cardTitle')}
          lead={t('owner.property.cardLead')}
        >
          <SellPropertyForm />
        </OwnerFormCard>
      )}
    </OwnerFormPage>
  );
}
