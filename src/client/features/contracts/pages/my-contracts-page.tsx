import { FilePlus2, FileSignature } from 'lucide-react';
import { OwnerFormCard, OwnerFormPage } from '#src/client/components/layouts/owner-form-page.tsx';
import { SectionEmpty } from '#src/client/components/layouts/section-empty.tsx';
import { useSearchedList } from '#src/client/components/lists/card-page.tsx';
import { ActivationRequired } from '#src/client/features/dashboard/components/activation-required.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { CONTRACT_SORTS } from '#src/shared/contracts/contracts.ts';
import { ownerMessages } from '#src/shared/i18n/en/owner.ts';
import { MY_CONTRACTS_PAGE_SIZE, useMyContractsPage } from '../api';
import { ContractForm } from '../components/contract-form';
import { ContractList } from '../components/contract-list';
import { ContractTypesCard, UnitTypesCard } from '../components/contract-reference';

// This page's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(ownerMessages);

/** /my-contract, 'My Contracts': record a contract, see the ones recorded, look up types. */
export function MyContractsPage() {
  const searched = useSearchedList('contracts', CONTRACT_SORTS, MY_CONTRACTS_PAGE_SIZE);
  const contracts = useMyContractsPage(searched.params);
  return (
    <OwnerFormPage
      inactive={<ActivationRequired />}
      title={t('owner.myContracts.title')}
      eyebrow={t('owner.myContracts.eyebrow')}
      lead={t('owner.myContracts.lead')}
      wide
    >
      {(user) => (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="grid min-w-0 gap-8">
            <OwnerFormCard
              icon={<FilePlus2 aria-hidden="true" />}
              title={t('owner.contracts.formTitle')}
              lead={t('owner.contracts.formLead')}
            >
              <ContractForm userId={user.id} />
            </OwnerFormCard>
            <section aria-labelledby="my-contracts-list" className="space-y-4">
              <h2 id="my-contracts-list" className="text-2xl font-bold tracking-tight">
                {t('owner.contracts.yours')}
              </h2>
              <ContractList
                query={contracts}
                searched={searched}
                columns={1}
                empty={
                  <SectionEmpty
                    icon={<FileSignature />}
                    title={t('owner.contracts.emptyHere')}
                    hint={t('owner.contracts.emptyHereHint')}
                  />
                }
              />
            </section>
          </div>
          <div className="grid min-w-0 gap-6">
            <ContractTypesCard />
            <UnitTypesCard />
          </div>
        </div>
      )}
    </OwnerFormPage>
  );
}
