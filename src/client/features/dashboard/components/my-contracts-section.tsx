import { FileSignature } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { t } from '../../../i18n';
import { useMyContracts } from '../../contracts/api';
import { ContractList } from '../../contracts/components/contract-list';
import { DashboardSection, SectionEmpty } from './dashboard-section';

/** 'My Contracts' on the dashboard (spec 001 §2), with the spec's empty text. */
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
          <Button asChild variant="outline" size="sm">
            <Link to="/my-contract">{t('owner.contracts.manage')}</Link>
          </Button>
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
            <Button asChild>
              <Link to="/my-contract">{t('owner.tiles.addContract')}</Link>
            </Button>
          </SectionEmpty>
        }
      />
    </DashboardSection>
  );
}
