import { Building2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { useLocations, useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { TEXT_DEBOUNCE_MS } from '#src/client/lib/use-url-text.ts';
import { type CreateResortInput, createResortInput } from '#src/shared/contracts/catalog.ts';
import { useBrands, useCreateResort, useResortSummaries } from './api';
import { ReferenceFormCard, ReferenceSelect, ReferenceTextField, useReferenceForm } from './reference-form';
import { ReferenceList } from './reference-list';

/** A new resort belongs to brand 1 unless the form names another. */
const DEFAULT_BRAND = '1';
const EMPTY = { name: '', locationId: '', brandId: DEFAULT_BRAND };

/** Resorts: add one (name, location, brand), and the list with each resort's place and counts. */
export function ResortsPanel() {
  const names = useReferenceNames();
  const locations = useLocations();
  const brands = useBrands();
  const reference = useReferenceForm<typeof EMPTY, CreateResortInput>({
    schema: createResortInput,
    empty: EMPTY,
    create: useCreateResort(),
    added: t('adminDatabase.resorts.added'),
    failed: t('adminDatabase.resorts.addFailed'),
  });
  const [search, setSearch] = useState('');
  // The server searches once typing pauses, not on every keystroke.
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search.trim()), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const summaries = useResortSummaries(asked);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <ReferenceFormCard
        title={t('adminDatabase.resorts.formTitle')}
        submitLabel={t('adminDatabase.resorts.submit')}
        reference={reference}
      >
        <ReferenceTextField
          reference={reference}
          name="name"
          id="resort-name"
          label={t('adminDatabase.resorts.name')}
          placeholder={t('adminDatabase.resorts.namePlaceholder')}
        />
        <ReferenceSelect
          reference={reference}
          name="locationId"
          id="resort-location"
          label={t('adminDatabase.resorts.location')}
          placeholder={t('adminDatabase.resorts.locationPlaceholder')}
          rows={locations.data}
        />
        <ReferenceSelect
          reference={reference}
          name="brandId"
          id="resort-brand"
          label={t('adminDatabase.resorts.brand')}
          placeholder={t('adminDatabase.resorts.brandPlaceholder')}
          rows={brands.data}
        />
      </ReferenceFormCard>
      <ReferenceList
        id="resorts"
        title={t('adminDatabase.resorts.listTitle')}
        query={summaries}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('adminDatabase.resorts.searchPlaceholder')}
        empty={
          asked ? (
            <StatePanel
              icon={<Building2 />}
              title={t('adminDatabase.resorts.noMatch', { q: asked })}
              hint={t('adminDatabase.resorts.noMatchHint')}
            />
          ) : (
            <StatePanel
              icon={<Building2 />}
              title={t('adminDatabase.resorts.empty')}
              hint={t('adminDatabase.resorts.emptyHint')}
            />
          )
        }
        renderItem={(r) => (
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <p className="font-semibold">{r.name}</p>
              <p className="text-sm text-muted-foreground">
                {names.location(r.locationId, r.locationName)} ·{' '}
                {t('adminDatabase.resorts.brandOf', { brand: r.brandName })}
              </p>
            </div>
            <p className="text-sm text-muted-foreground tabular-nums">
              {t('adminDatabase.resorts.counts', {
                unitTypes: r.unitTypes,
                weeks: formatCount(r.weeks),
              })}
            </p>
          </div>
        )}
      />
    </div>
  );
}
