import { BedDouble } from 'lucide-react';
import { useMemo, useState } from 'react';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { useResorts, useUnitTypes } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import {
  type CreateUnitTypeInput,
  createUnitTypeInput,
  MAX_OCCUPANCY,
} from '#src/shared/contracts/catalog.ts';
import { fold } from '#src/shared/text.ts';
import { FilterSelect } from '../components/id-options';
import { useCreateUnitType } from './api';
import { EditTextsButton } from './edit-texts-dialog';
import {
  ReferenceFormCard,
  ReferenceNumberField,
  ReferenceSelect,
  ReferenceTextField,
  useReferenceForm,
} from './reference-form';
import { ReferenceList } from './reference-list';

const EMPTY = {
  name: '',
  nameEs: '',
  resortId: '',
  maxOccupancy: String(MAX_OCCUPANCY.default),
  description: '',
  descriptionEs: '',
};

/** Unit types: add one to a resort, and the list, filtered by resort (by the server) and by name. */
export function UnitTypesPanel() {
  const resorts = useResorts();
  const reference = useReferenceForm<typeof EMPTY, CreateUnitTypeInput>({
    schema: createUnitTypeInput,
    empty: EMPTY,
    create: useCreateUnitType(),
    added: t('adminDatabase.unitTypes.added'),
    failed: t('adminDatabase.unitTypes.addFailed'),
  });
  /** The resort filtered by ('' for all). */
  const [resortFilter, setResortFilter] = useState('');
  const [search, setSearch] = useState('');
  const unitTypes = useUnitTypes(resortFilter ? Number(resortFilter) : undefined);
  const resortName = useMemo(() => new Map((resorts.data ?? []).map((r) => [r.id, r.name])), [resorts.data]);
  const shown = useMemo(() => {
    // Case and accents ignored, as every search here: 'jardin' finds 'Suite Jardín'.
    const q = fold(search.trim());
    return q ? unitTypes.data?.filter((u) => fold(u.name).includes(q)) : unitTypes.data;
  }, [unitTypes.data, search]);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <ReferenceFormCard
        title={t('adminDatabase.unitTypes.formTitle')}
        submitLabel={t('adminDatabase.unitTypes.submit')}
        reference={reference}
      >
        <ReferenceTextField
          reference={reference}
          name="name"
          id="unit-type-name"
          label={t('adminDatabase.unitTypes.name')}
          placeholder={t('adminDatabase.unitTypes.namePlaceholder')}
        />
        <ReferenceTextField
          reference={reference}
          name="nameEs"
          id="unit-type-name-es"
          label={t('adminDatabase.nameEs')}
          optional
        />
        <ReferenceSelect
          reference={reference}
          name="resortId"
          id="unit-type-resort"
          label={t('adminDatabase.unitTypes.resort')}
          placeholder={t('adminDatabase.unitTypes.resortPlaceholder')}
          rows={resorts.data}
        />
        <ReferenceNumberField
          reference={reference}
          name="maxOccupancy"
          id="unit-type-guests"
          label={t('adminDatabase.unitTypes.guests')}
          min={MAX_OCCUPANCY.min}
          max={MAX_OCCUPANCY.max}
        />
        <ReferenceTextField
          reference={reference}
          name="description"
          id="unit-type-description"
          label={t('adminDatabase.unitTypes.description')}
          optional
          rows={3}
        />
        <ReferenceTextField
          reference={reference}
          name="descriptionEs"
          id="unit-type-description-es"
          label={t('adminDatabase.descriptionEs')}
          optional
          rows={3}
        />
      </ReferenceFormCard>
      <ReferenceList
        id="unit-types"
        title={t('adminDatabase.unitTypes.listTitle')}
        query={{ ...unitTypes, data: shown }}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('adminDatabase.unitTypes.searchPlaceholder')}
        filters={
          <FilterSelect
            id="unit-type-filter"
            label={t('adminDatabase.unitTypes.filterResort')}
            all={t('adminDatabase.unitTypes.allResorts')}
            value={resortFilter}
            onChange={setResortFilter}
            rows={resorts.data}
            className="flex min-w-0 flex-1 basis-56 flex-col gap-2"
          />
        }
        empty={
          <StatePanel
            icon={<BedDouble />}
            title={
              search.trim() || resortFilter
                ? t('adminDatabase.unitTypes.noMatch')
                : t('adminDatabase.unitTypes.empty')
            }
            hint={
              search.trim() || resortFilter
                ? t('adminDatabase.unitTypes.noMatchHint')
                : t('adminDatabase.unitTypes.emptyHint')
            }
          />
        }
        renderItem={(u) => (
          <div className="space-y-1">
            <p className="font-semibold" lang="en">
              {u.name}
            </p>
            {u.nameEs ? (
              <p className="font-medium" lang="es">
                {u.nameEs}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">{resortName.get(u.resortId) ?? ''}</p>
            <p className="text-sm">
              {t('adminDatabase.unitTypes.sleeps', { count: formatCount(u.maxOccupancy) })}
            </p>
            {u.description ? (
              <p className="text-sm text-muted-foreground" lang="en">
                {u.description}
              </p>
            ) : null}
            {u.descriptionEs ? (
              <p className="text-sm text-muted-foreground" lang="es">
                {u.descriptionEs}
              </p>
            ) : null}
            <EditTextsButton row={u} endpoint="PATCH /api/vidanta/unit-types/:id" />
          </div>
        )}
      />
    </div>
  );
}
