import { FileText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { t } from '#src/client/i18n/index.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { type CreateContractTypeInput, createContractTypeInput } from '#src/shared/contracts/catalog.ts';
import { fold } from '#src/shared/text.ts';
import { useContractTypeList, useCreateContractType } from './api';
import { EditTextsButton } from './edit-texts-dialog';
import { ReferenceFormCard, ReferenceTextField, useReferenceForm } from './reference-form';
import { ReferenceList } from './reference-list';

const EMPTY = { name: '', nameEs: '', description: '', descriptionEs: '' };

/**
 * Contract types: add one, and the list. They number a handful and every contract form loads them
 * whole already, so this list filters what is loaded.
 */
export function ContractTypesPanel() {
  const types = useContractTypeList();
  const reference = useReferenceForm<typeof EMPTY, CreateContractTypeInput>({
    schema: createContractTypeInput,
    empty: EMPTY,
    create: useCreateContractType(),
    added: t('adminDatabase.contractTypes.added'),
    failed: t('adminDatabase.contractTypes.addFailed'),
  });
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = fold(search.trim());
    return q
      ? types.data?.filter((c) => fold(`${c.name} ${c.nameEs ?? ''} ${c.description ?? ''}`).includes(q))
      : types.data;
  }, [types.data, search]);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <ReferenceFormCard
        title={t('adminDatabase.contractTypes.formTitle')}
        submitLabel={t('adminDatabase.contractTypes.submit')}
        reference={reference}
      >
        <ReferenceTextField
          reference={reference}
          name="name"
          id="contract-type-name"
          label={t('adminDatabase.contractTypes.name')}
          placeholder={t('adminDatabase.contractTypes.namePlaceholder')}
        />
        <ReferenceTextField
          reference={reference}
          name="nameEs"
          id="contract-type-name-es"
          label={t('adminDatabase.nameEs')}
          optional
        />
        <ReferenceTextField
          reference={reference}
          name="description"
          id="contract-type-description"
          label={t('adminDatabase.contractTypes.description')}
          optional
          rows={3}
        />
        <ReferenceTextField
          reference={reference}
          name="descriptionEs"
          id="contract-type-description-es"
          label={t('adminDatabase.descriptionEs')}
          optional
          rows={3}
        />
      </ReferenceFormCard>
      <ReferenceList
        id="contract-types"
        title={t('adminDatabase.contractTypes.listTitle')}
        query={{ ...types, data: shown }}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('adminDatabase.contractTypes.searchPlaceholder')}
        empty={
          <StatePanel
            icon={<FileText />}
            title={
              search.trim()
                ? t('adminDatabase.contractTypes.noMatch', { q: search.trim() })
                : t('adminDatabase.contractTypes.empty')
            }
            hint={t('adminDatabase.contractTypes.emptyHint')}
          />
        }
        renderItem={(c) => (
          <div className="space-y-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <p className="font-semibold" lang="en">
                {c.name}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('adminDatabase.contractTypes.addedOn', { date: formatInstantDay(c.createdAt) })}
              </p>
            </div>
            {c.nameEs ? (
              <p className="font-medium" lang="es">
                {c.nameEs}
              </p>
            ) : null}
            {c.description ? (
              <p className="text-sm text-muted-foreground" lang="en">
                {c.description}
              </p>
            ) : null}
            {c.descriptionEs ? (
              <p className="text-sm text-muted-foreground" lang="es">
                {c.descriptionEs}
              </p>
            ) : null}
            <EditTextsButton row={c} endpoint="PATCH /api/contract-types/:id" />
          </div>
        )}
      />
    </div>
  );
}
