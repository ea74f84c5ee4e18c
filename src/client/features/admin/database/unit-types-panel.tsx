import { BedDouble } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { useResorts, useUnitTypes } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { type CreateUnitTypeInput, createUnitTypeInput } from '#src/shared/contracts/catalog.ts';
import { fold } from '#src/shared/text.ts';
import { useCreateUnitType } from './api';
import { ReferenceFormCard, useReferenceForm } from './reference-form';
import { ReferenceList } from './reference-list';

const EMPTY = { name: '', resortId: '', description: '' };
const ALL = 'all';

/** Unit types: add one to a resort, and the list, filtered by resort (by the server) and by name. */
export function UnitTypesPanel() {
  const resorts = useResorts();
  const create = useCreateUnitType();
  const { form, submit } = useReferenceForm<typeof EMPTY, CreateUnitTypeInput>({
    schema: createUnitTypeInput,
    empty: EMPTY,
    fields: ['name', 'resortId', 'description'],
    create,
    added: t('adminDatabase.unitTypes.added'),
    failed: t('adminDatabase.unitTypes.addFailed'),
  });
  const [resortFilter, setResortFilter] = useState(ALL);
  const [search, setSearch] = useState('');
  const unitTypes = useUnitTypes(resortFilter === ALL ? undefined : Number(resortFilter));
  const resortName = useMemo(() => new Map((resorts.data ?? []).map((r) => [r.id, r.name])), [resorts.data]);
  const shown = useMemo(() => {
    // Case and accents ignored, as every search here: 'jardin' finds 'Suite Jardín'.
    const q = fold(search.trim());
    return q ? unitTypes.data?.filter((u) => fold(u.name).includes(q)) : unitTypes.data;
  }, [unitTypes.data, search]);
  const errors = form.formState.errors;
  const resortOptions = (resorts.data ?? []).map((r) => (
    <SelectItem key={r.id} value={String(r.id)}>
      {r.name}
    </SelectItem>
  ));

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <ReferenceFormCard
        title={t('adminDatabase.unitTypes.formTitle')}
        submitLabel={t('adminDatabase.unitTypes.submit')}
        pending={create.isPending}
        onSubmit={submit}
      >
        <FormField id="unit-type-name" label={t('adminDatabase.unitTypes.name')} error={errors.name?.message}>
          <Input
            autoComplete="off"
            placeholder={t('adminDatabase.unitTypes.namePlaceholder')}
            {...form.register('name')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="resortId"
          render={({ field, fieldState }) => (
            <SelectField
              id="unit-type-resort"
              label={t('adminDatabase.unitTypes.resort')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              placeholder={t('adminDatabase.unitTypes.resortPlaceholder')}
              disabled={!resorts.data}
            >
              {resortOptions}
            </SelectField>
          )}
        />
        <FormField
          id="unit-type-description"
          label={`${t('adminDatabase.unitTypes.description')} ${t('adminDatabase.optional')}`}
          error={errors.description?.message}
        >
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
      </ReferenceFormCard>
      <ReferenceList
        id="unit-types"
        title={t('adminDatabase.unitTypes.listTitle')}
        query={{ ...unitTypes, data: shown }}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('adminDatabase.unitTypes.searchPlaceholder')}
        filters={
          <SelectField
            id="unit-type-filter"
            label={t('adminDatabase.unitTypes.filterResort')}
            value={resortFilter}
            onChange={setResortFilter}
            placeholder={t('adminDatabase.unitTypes.allResorts')}
            className="flex min-w-0 flex-1 basis-56 flex-col gap-2"
          >
            <SelectItem value={ALL}>{t('adminDatabase.unitTypes.allResorts')}</SelectItem>
            {resortOptions}
          </SelectField>
        }
        itemKey={(u) => u.id}
        itemLabel={(u) => u.name}
        empty={
          <StatePanel
            icon={<BedDouble />}
            title={
              search.trim() || resortFilter !== ALL
                ? t('adminDatabase.unitTypes.noMatch')
                : t('adminDatabase.unitTypes.empty')
            }
            hint={
              search.trim() || resortFilter !== ALL
                ? t('adminDatabase.unitTypes.noMatchHint')
                : t('adminDatabase.unitTypes.emptyHint')
            }
          />
        }
        renderItem={(u) => (
          <div className="space-y-1">
            <p className="font-semibold">{u.name}</p>
            <p className="text-sm text-muted-foreground">{resortName.get(u.resortId) ?? ''}</p>
            {u.description ? <p className="text-sm text-muted-foreground">{u.description}</p> : null}
          </div>
        )}
      />
    </div>
  );
}
