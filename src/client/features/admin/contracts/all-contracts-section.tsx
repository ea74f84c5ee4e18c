import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '#src/client/components/lists/paged-list.tsx';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { listParamName, useListParams } from '#src/client/components/lists/use-list-params.ts';
import { SearchField } from '#src/client/components/ui/search-field.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { useUrlText } from '#src/client/lib/use-url-text.ts';
import type { StaffContract } from '#src/shared/contracts/staff.ts';
import { StaffSection } from '../components/staff-section';
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
  const pageKey = listParamName(PREFIX, 'page');
  const [q, setQ] = useUrlText(listParamName(PREFIX, 'q'), pageKey);
  const [number, setNumber] = useUrlText(listParamName(PREFIX, 'number'), pageKey);
  const [unitType, setUnitType] = useUrlText(listParamName(PREFIX, 'unitType'), pageKey);
  const [owner, setOwner] = useUrlText(listParamName(PREFIX, 'owner'), pageKey);
  const filters =
    role === 'dev'
      ? { q: list.get('q') }
      : { contractNumber: list.get('number'), unitType: list.get('unitType'), owner: list.get('owner') };
  const contracts = useAllContracts(role, list.page, filters);
  const remove = useRemoveContract();
  const [editing, setEditing] = useState<StaffContract | null>(null);
  const del = useConfirmedDelete<StaffContract>({
    remove: (c) => remove.mutateAsync(c.id),
    title: t('staffContracts.confirm'),
    description: (c) => t('staffContracts.confirmBody', { number: c.contractNumber, owner: ownerName(c) }),
    onDone: () => toast({ title: t('staffContracts.success'), description: t('staffContracts.deleted') }),
    onError: (_c, error) =>
      toast({
        variant: 'destructive',
        title: t('staffContracts.deleteFailed'),
        description: errorMessage(error),
      }),
  });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <StaffSection
      id="all-contracts"
      icon={<FileSignature />}
      title={t('staffContracts.title')}
      tools={
        role === 'dev' ? (
          <SearchField
            id="contracts-search"
            label={t('staffContracts.search')}
            placeholder={t('staffContracts.searchPlaceholder')}
            value={q}
            onChange={setQ}
          />
        ) : (
          <>
            <SearchField
              id="contracts-number"
              label={t('staffContracts.filterNumber')}
              value={number}
              onChange={setNumber}
            />
            <SearchField
              id="contracts-unit-type"
              label={t('staffContracts.filterUnitType')}
              value={unitType}
              onChange={setUnitType}
            />
            <SearchField
              id="contracts-owner"
              label={t('staffContracts.filterOwner')}
              value={owner}
              onChange={setOwner}
            />
          </>
        )
      }
    >
      <PagedList
        query={contracts}
        page={list.page}
        hrefFor={list.hrefFor}
        label={t('staffContracts.label')}
        empty={filtered ? t('staffContracts.noMatch') : t('staffContracts.empty')}
        countLine={(shown, total) =>
          t('staffContracts.showing', {
            shown: formatCount(shown),
            total: formatCount(total),
          })
        }
        scrollClassName="max-h-[700px]"
        getKey={(c) => c.id}
        renderItem={(c) => (
          <ContractCard
            contract={c}
            onEdit={() => setEditing(c)}
            onDelete={role === 'dev' ? (trigger) => del.ask(c, trigger) : undefined}
          />
        )}
      />
      <EditContractDialog
        contract={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        successText={role === 'dev' ? t('staffContracts.updated') : t('staffContracts.updatedManager')}
      />
      {del.dialog}
    </StaffSection>
  );
}
