import { useMemo } from 'react';
import { useLocations, useResorts, useUnitTypes } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import {
  type FacetChoice,
  type FacetKey,
  facets,
  locationsOf,
  type Offered,
  offeredCombinations,
  reconcile,
} from '#src/shared/listings/filter-facets.ts';
import { useOfferedPairs } from '../api';

export type WeekFacets = ReturnType<typeof facets>;

/**
 * The all-weeks filters' facets for the choice in the address: what each filter offers (with
 * counts), the choice with what matches nothing dropped, and the words that say what was dropped.
 * Until the offered pairs arrive (`offered` undefined) the address is taken as it is.
 */
export function useWeekFacets(choice: FacetChoice) {
  const pairs = useOfferedPairs();
  const unitTypes = useUnitTypes();
  const resorts = useResorts();
  const locations = useLocations();
  // Known once the names are too, so that a note about a dropped choice can name it.
  const ready = !!(pairs.data && unitTypes.data && resorts.data && locations.data);
  const offered = useMemo<Offered[] | undefined>(
    () =>
      ready && pairs.data && unitTypes.data
        ? offeredCombinations(pairs.data.pairs, unitTypes.data)
        : undefined,
    [ready, pairs.data, unitTypes.data],
  );
  const fixed = offered ? reconcile(offered, choice) : { choice, dropped: [] as FacetKey[] };

  /** 'Removed Arco Dorado Grand Suites, Penthouse: …', naming each dropped choice as its menu does. */
  const droppedNote = (dropped: readonly FacetKey[], from: FacetChoice) => {
    if (dropped.length === 0) return '';
    const names = dropped.map((key) => {
      if (key === 'roomType') return from.roomType ?? '';
      const rows = key === 'resortId' ? resorts.data : locations.data;
      return rows?.find((row) => row.id === from[key])?.name ?? String(from[key]);
    });
    return t('listings.allWeeks.dropped', { names: names.join(', ') });
  };

  /**
   * The whole choice after the person sets one filter: what conflicts with it is dropped, and a
   * resort with weeks at one destination only brings that destination (the only one it offers).
   */
  const choose = (current: FacetChoice, key: FacetKey, value: number | string | undefined) => {
    const wanted = { ...current, [key]: value };
    if (!offered) return { choice: wanted, note: '' };
    const next = reconcile(offered, wanted, key);
    if (key === 'resortId' && typeof value === 'number' && !next.choice.locationId) {
      const where = locationsOf(offered, value);
      if (where.size === 1) next.choice.locationId = [...where][0];
    }
    return { choice: next.choice, note: droppedNote(next.dropped, wanted) };
  };

  return {
    offered,
    options: offered ? facets(offered, fixed.choice) : undefined,
    choice: fixed.choice,
    dropped: fixed.dropped,
    droppedNote,
    choose,
  };
}
