import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { DatePicker } from '#src/client/components/ui/date-picker.tsx';
import { Label } from '#src/client/components/ui/label.tsx';
import { listingSortOptions } from '#src/client/components/ui/listing-sorts.ts';
import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SortSelect } from '#src/client/components/ui/sort-select.tsx';
import {
  localName,
  useLocations,
  useReferenceNames,
  useResorts,
  useUnitTypes,
} from '#src/client/features/catalog/api.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import type { FacetKey } from '#src/shared/listings/filter-facets.ts';
import { ALL_WEEKS_SORTS, type AllWeeksSort } from '#src/shared/listings/list-queries.ts';
import type { ParamChanges } from '#src/shared/listings/search-params.ts';
import { byName } from '#src/shared/text.ts';
import type { WeekFacets } from '../hooks/use-week-facets';
import { FilterSelect, WeekCount } from './filter-select';
import { VerifiedFilter } from './verified-filter';

registerMessages(listingPagesMessages);

export interface AllWeeksFilterState {
  /** yyyy-MM-dd or undefined. */
  from?: string;
  resortId?: number;
  locationId?: number;
  /** A unit-type name: the same room type across resorts. */
  roomType?: string;
  /** Only verified weeks (decision 062). */
  verified?: boolean;
  sort: AllWeeksSort;
}

/** Radix items cannot have an empty value: this one means "no filter". */
const ALL = 'all';

/**
 * Start-from date (never before today, with Clear), destination, resort, room type and sort. The
 * choices narrow each other both ways (lib/filter-facets.ts): each menu offers only what has weeks
 * given the other choices, with how many beside it. Behind a 'Filters' button on phones.
 */
export function AllWeeksFilters({
  state,
  options,
  onChoose,
  onChange,
}: {
  state: AllWeeksFilterState;
  /** What each filter offers given the others, with counts; undefined until known (all is offered). */
  options: WeekFacets | undefined;
  /** A destination, resort or room type chosen (undefined: any); the page keeps the rest consistent. */
  onChoose: (key: FacetKey, value: number | string | undefined) => void;
  onChange: (changes: ParamChanges) => void;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const resorts = useResorts();
  const locations = useLocations();
  const unitTypes = useUnitTypes();
  const referenceNames = useReferenceNames();

  const resortOptions = [...(resorts.data ?? [])]
    .filter((r) => !options || options.resorts.has(r.id) || r.id === state.resortId)
    .sort((a, b) => byName(a.name, b.name));
  const locationOptions = [...(locations.data ?? [])]
    .filter((l) => !options || options.locations.has(l.id) || l.id === state.locationId)
    .sort((a, b) => byName(a.name, b.name));
  const roomTypes = [
    ...new Set(
      (unitTypes.data ?? [])
        .filter((u) =>
          options ? options.roomTypes.has(u.name) : !state.resortId || u.resortId === state.resortId,
        )
        .map((u) => u.name),
    ),
  ].sort(byName);

  // The counts come from future weeks by place and unit type: a start date would make them too high.
  const counts = options && !state.from ? options : undefined;
  const aside = <K,>(map: Map<K, number> | undefined, key?: K) => {
    if (!map) return undefined;
    const n = key === undefined ? [...map.values()].reduce((a, b) => a + b, 0) : (map.get(key) ?? 0);
    return <WeekCount n={n} />;
  };

  const active = [state.from, state.resortId, state.locationId, state.roomType, state.verified].filter(
    Boolean,
  ).length;

  return (
    <div className="space-y-3">
      <Button
        variant="outline"
        className="w-full md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {t('listings.allWeeks.showFilters')}
        {active > 0 ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
            {t('listings.allWeeks.activeFilters', { count: active })}
          </span>
        ) : null}
      </Button>
      <search
        id={panelId}
        aria-label={t('listings.allWeeks.filters')}
        className={cn(
          'gap-4 rounded-2xl border border-border bg-surface p-4 shadow-raised sm:grid-cols-2 sm:p-5 md:grid lg:grid-cols-3 xl:grid-cols-6',
          open ? 'grid' : 'hidden',
        )}
      >
        <div>
          <div className="mb-2 flex h-4 items-center justify-between gap-2">
            <Label htmlFor="all-weeks-from">{t('listings.allWeeks.startFrom')}</Label>
            {state.from ? (
              <button
                type="button"
                onClick={() => onChange({ from: undefined })}
                className="-my-1 cursor-pointer rounded px-1 text-sm font-semibold text-primary hover:underline"
              >
                {t('listings.allWeeks.clearDate')}
              </button>
            ) : null}
          </div>
          <DatePicker
            id="all-weeks-from"
            value={state.from ?? ''}
            onChange={(from) => onChange({ from })}
            displayFormat="MMM d, yyyy"
            placeholder={t('listings.allWeeks.anyDate')}
          />
        </div>
        <FilterSelect
          id="all-weeks-resort"
          label={t('listings.allWeeks.resort')}
          value={state.resortId ? String(state.resortId) : ALL}
          onChange={(value) => onChoose('resortId', value === ALL ? undefined : Number(value))}
        >
          <SelectItem value={ALL} aside={aside(counts?.resorts)}>
            {t('listings.allWeeks.allResorts')}
          </SelectItem>
          {resortOptions.map((resort) => (
            <SelectItem key={resort.id} value={String(resort.id)} aside={aside(counts?.resorts, resort.id)}>
              {resort.name}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect
          id="all-weeks-location"
          label={t('listings.allWeeks.location')}
          value={state.locationId ? String(state.locationId) : ALL}
          onChange={(value) => onChoose('locationId', value === ALL ? undefined : Number(value))}
        >
          <SelectItem value={ALL} aside={aside(counts?.locations)}>
            {t('listings.allWeeks.allLocations')}
          </SelectItem>
          {locationOptions.map((location) => (
            <SelectItem
              key={location.id}
              value={String(location.id)}
              aside={aside(counts?.locations, location.id)}
            >
              {localName(location)}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect
          id="all-weeks-room-type"
          label={t('listings.allWeeks.roomType')}
          value={state.roomType ?? ALL}
          onChange={(value) => onChoose('roomType', value === ALL ? undefined : value)}
        >
          <SelectItem value={ALL} aside={aside(counts?.roomTypes)}>
            {t('listings.allWeeks.allRoomTypes')}
          </SelectItem>
          {roomTypes.map((name) => (
            <SelectItem key={name} value={name} aside={aside(counts?.roomTypes, name)}>
              {referenceNames.text(name)}
            </SelectItem>
          ))}
        </FilterSelect>
        <SortSelect
          id="all-weeks-sort"
          value={state.sort}
          options={listingSortOptions(ALL_WEEKS_SORTS)}
          onChange={(sort) => onChange({ sort: sort === 'newest' ? undefined : sort })}
        />
        <VerifiedFilter
          id="all-weeks-verified"
          checked={!!state.verified}
          onChange={(on) => onChange({ verified: on ? 1 : undefined })}
        />
      </search>
    </div>
  );
}
