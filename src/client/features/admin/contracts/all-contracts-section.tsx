import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { t } from '#src/client/i18n/index.ts';
import type { StaffContract } from '#src/shared/contracts/staff.ts';
import { ListSearchField } from '../components/list-search-field';
import { StaffListSection } from '../components/staff-section';
import { useStaffDelete } from '../lib/use-staff-delete';
import { useAllContracts, useRemoveContract } from './api';
import { ContractCard, ownerName } from './contract-card';
import { EditContractDialog } from './edit-contract-dialog';

const PREFIX = 'contracts';

/**
 * All Contracts. Developers search one box (contract name, number, unit type, user name) and may
 * delete; managers filter by contract number, unit type and owner name. Both edit.
 */
export function AllContractsSection({ viewer: role }: { viewer: 'dev' | 'manager' }) {
  const list = useListParams(PREFIX, ['q', 'number', 'unitType', 'owner']);
  const filters =
    role === 'dev'
      ? { q: list.get('q') }
      : { contractNumber: list.get('number'), unitType: list.get('unitType'), owner: list.get('owner') };
  const contracts = useAllContracts(role, list.page, filters);
  const [editing, setEditing] = useState<StaffContract | null>(null);
  const del = useStaffDelete<StaffContract>(useRemoveContract(), {
    title: t('staffContracts.confirm'),
    description: (c) => t('staffContracts.confirmBody', { number: c.contractNumber, owner: ownerName(c) }),
    success: t('staffContracts.success'),
    deleted: t('staffContracts.deleted'),
    failed: t('staffContracts.deleteFailed'),
  });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <StaffListSection
      id="all-contracts"
      icon={<FileSignature />}
      title={t('staffContracts.title')}
      tools={
        role === 'dev' ? (
          <ListSearchField
            list={PREFIX}
            param="q"
            label={t('staffContracts.search')}
            placeholder={t('staffContracts.searchPlaceholder')}
          />
        ) : (
          <>
            <ListSearchField list={PREFIX} param="number" label={t('staffContracts.filterNumber')} />
            <ListSearchField list={PREFIX} param="unitType" label={t('staffContracts.filterUnitType')} />
            <ListSearchField list={PREFIX} param="owner" label={t('staffContracts.filterOwner')} />
          </>
        )
      }
      query={contracts}
      list={list}
      label={t('staffContracts.label')}
      empty={filtered ? t('staffContracts.noMatch') : t('staffContracts.empty')}
      showing={(counts) => t('staffContracts.showing', counts)}
      getKey={(c) => c.id}
      renderItem={(c) => (
        <ContractCard
          contract={c}
          onEdit={() => setEditing(c)}
          onDelete={role === 'dev' ? (trigger) => del.ask(c, trigger) : undefined}
        />
      )}
    >
      <EditContractDialog
        contract={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        successText={role === 'dev' ? t('staffContracts.updated') : t('staffContracts.updatedManager')}
      />
      {del.dialog}
    </StaffListSection>
  );
}
