import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { DatePicker } from '#src/client/components/ui/date-picker.tsx';
import { Label } from '#src/client/components/ui/label.tsx';
import { listingSortOptions } from '#src/client/components/ui/listing-sorts.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#src/client/components/ui/select.tsx';
import { SortSelect } from '#src/client/components/ui/sort-select.tsx';
import {
  localName,
  useLocations,
  useReferenceNames,
  useResorts,
  useUnitTypes,
} from '#src/client/features/catalog/api.ts';
import { listingPagesMessages } from '#src/client/i18n/en/listings-pages.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { byName } from '#src/shared/text.ts';
import { useOfferedPairs } from '../api';
import { corrections, facets, offeredCombinations } from '../lib/filter-facets';
import type { ParamChanges } from '../lib/search-params';

registerMessages(listingPagesMessages);

export const ALL_WEEKS_SORTS = ['newest', 'oldest'] as const;
export type AllWeeksSort = (typeof ALL_WEEKS_SORTS)[number];

export interface AllWeeksFilterState {
  /** yyyy-MM-dd or undefined. */
  from?: string;
  resortId?: number;
  locationId?: number;
  /** A unit-type name: the same room type across resorts. */
  roomType?: string;
  sort: AllWeeksSort;
}

/** Radix items cannot have an empty value: this one means "no filter". */
const ALL = 'all';

/**
 * Start-from date (never before today, with Clear), destination, resort, room type and sort. The
 * choices narrow each other (lib/filter-facets.ts): a destination limits the resorts and room
 * types to its own, a resort sets its destination, and a choice that can match nothing is not
 * offered. Behind a 'Filters' button on phones.
 */
export function AllWeeksFilters({
  state,
  onChange,
}: {
  state: AllWeeksFilterState;
  /** `replace`: a correction, not a choice of the person's, so no history entry. */
  onChange: (changes: ParamChanges, options?: { replace?: boolean }) => void;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const resorts = useResorts();
  const locations = useLocations();
  const unitTypes = useUnitTypes();
  const referenceNames = useReferenceNames();
  const pairs = useOfferedPairs();

  // What has future weeks, as (destination, resort, room type); until it arrives every choice shows.
  const offered = useMemo(
    () => (pairs.data && unitTypes.data ? offeredCombinations(pairs.data.pairs, unitTypes.data) : undefined),
    [pairs.data, unitTypes.data],
  );
  const choice = { resortId: state.resortId, locationId: state.locationId, roomType: state.roomType };
  const facet = offered ? facets(offered, choice) : undefined;

  const resortOptions = [...(resorts.data ?? [])]
    .filter((r) => !facet || facet.resorts.has(r.id) || r.id === state.resortId)
    .sort((a, b) => byName(a.name, b.name));
  const locationOptions = [...(locations.data ?? [])]
    .filter((l) => !facet || facet.locations.has(l.id) || l.id === state.locationId)
    .sort((a, b) => byName(a.name, b.name));
  const roomTypes = [
    ...new Set(
      (unitTypes.data ?? [])
        .filter((u) =>
          facet ? facet.roomTypes.has(u.name) : !state.resortId || u.resortId === state.resortId,
        )
        .map((u) => u.name),
    ),
  ].sort(byName);

  // A choice that can match nothing is dropped (and a resort chosen brings its destination), as a
  // correction of the address rather than a step in the history.
  const homeOf = (id: number) => resorts.data?.find((r) => r.id === id)?.locationId;
  const fix = offered ? corrections(offered, choice, homeOf) : {};
  const fixKey = JSON.stringify(fix);
  useEffect(() => {
    const changes = JSON.parse(fixKey) as ParamChanges;
    if (Object.keys(changes).length > 0) onChange(changes, { replace: true });
  }, [fixKey, onChange]);

  /** A resort chosen sets its destination when the chosen one has none of its weeks. */
  const chooseResort = (value: string) => {
    const resortId = value === ALL ? undefined : Number(value);
    const extra =
      offered && resortId ? corrections(offered, { ...choice, resortId }, homeOf, 'resortId') : {};
    onChange({ ...extra, resortId });
  };

  const active = [state.from, state.resortId, state.locationId, state.roomType].filter(Boolean).length;

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
          'gap-4 rounded-2xl border border-border bg-surface p-4 shadow-raised sm:grid-cols-2 sm:p-5 md:grid lg:grid-cols-5',
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
          onChange={chooseResort}
        >
          <SelectItem value={ALL}>{t('listings.allWeeks.allResorts')}</SelectItem>
          {resortOptions.map((resort) => (
            <SelectItem key={resort.id} value={String(resort.id)}>
              {resort.name}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect
          id="all-weeks-location"
          label={t('listings.allWeeks.location')}
          value={state.locationId ? String(state.locationId) : ALL}
          onChange={(value) => onChange({ locationId: value === ALL ? undefined : value })}
        >
          <SelectItem value={ALL}>{t('listings.allWeeks.allLocations')}</SelectItem>
          {locationOptions.map((location) => (
            <SelectItem key={location.id} value={String(location.id)}>
              {localName(location)}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect
          id="all-weeks-room-type"
          label={t('listings.allWeeks.roomType')}
          value={state.roomType ?? ALL}
          onChange={(value) => onChange({ roomType: value === ALL ? undefined : value })}
        >
          <SelectItem value={ALL}>{t('listings.allWeeks.allRoomTypes')}</SelectItem>
          {roomTypes.map((name) => (
            <SelectItem key={name} value={name}>
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
      </search>
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id} className="mb-2 flex h-4 items-center">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
    </div>
  );
}
