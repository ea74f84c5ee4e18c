import { FileSignature } from 'lucide-react';
import { SectionEmpty } from '#src/client/components/layouts/section-empty.tsx';
import { ListToolbar, useSearchedList } from '#src/client/components/lists/card-page.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { MY_CONTRACTS_PAGE_SIZE, useMyContractsPage } from '#src/client/features/contracts/api.ts';
import { ContractList } from '#src/client/features/contracts/components/contract-list.tsx';
import { t } from '#src/client/i18n/index.ts';
import { CONTRACT_SORTS } from '#src/shared/contracts/contracts.ts';
import { DashboardSection, SectionLink } from './dashboard-section';
import { sortLabels } from './sort-labels';

/** The section's page of contracts as the address asks for it (the section links read its counts too). */
export function useContractsSection() {
  const searched = useSearchedList('contracts', CONTRACT_SORTS, MY_CONTRACTS_PAGE_SIZE);
  return { searched, contracts: useMyContractsPage(searched.params) };
}

/** 'My Contracts' on the dashboard: searched, sorted and paged by the server, with its empty text. */
export function MyContractsSection() {
  const { searched, contracts } = useContractsSection();
  const held = contracts.data?.unfilteredTotal ?? 0;
  return (
    <DashboardSection
      id="my-contracts"
      icon={<FileSignature />}
      title={t('owner.contracts.title')}
      count={contracts.data?.unfilteredTotal}
      action={
        held > 0 ? <SectionLink to="/my-contract">{t('owner.contracts.manage')}</SectionLink> : undefined
      }
    >
      {held > 0 ? (
        <ListToolbar
          searched={searched}
          searchLabel={t('owner.contracts.search')}
          placeholder={t('owner.contracts.searchPlaceholder')}
          sortLabels={sortLabels()}
        />
      ) : null}
      <ContractList
        query={contracts}
        searched={searched}
        empty={
          <SectionEmpty
            icon={<FileSignature />}
            title={t('owner.contracts.empty')}
            hint={t('owner.contracts.emptyHint')}
          >
            <ButtonLink to="/my-contract">{t('owner.tiles.addContract')}</ButtonLink>
          </SectionEmpty>
        }
      />
    </DashboardSection>
  );
}
