import { FileSignature } from 'lucide-react';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { useMyContracts } from '#src/client/features/contracts/api.ts';
import { ContractList } from '#src/client/features/contracts/components/contract-list.tsx';
import { t } from '#src/client/i18n/index.ts';
import { DashboardSection, SectionEmpty, SectionLink } from './dashboard-section';

/** 'My Contracts' on the dashboard, with its empty text. */
export function MyContractsSection() {
  const contracts = useMyContracts();
  return (
    <DashboardSection
      id="my-contracts"
      icon={<FileSignature />}
      title={t('owner.contracts.title')}
      count={contracts.data?.length}
      action={
        contracts.data && contracts.data.length > 0 ? (
          <SectionLink to="/my-contract">{t('owner.contracts.manage')}</SectionLink>
        ) : undefined
      }
    >
      <ContractList
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
