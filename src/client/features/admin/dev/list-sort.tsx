import { SortSelect } from '#src/client/components/ui/sort-select.tsx';
import { t } from '#src/client/i18n/index.ts';
import type { PropertySort } from '#src/shared/contracts/properties.ts';
import type { WeekSort } from '#src/shared/contracts/weeks.ts';

type Sort = WeekSort | PropertySort;

const SORT_LABELS: Record<Sort, () => string> = {
  newest: () => t('dev.sort.latest'),
  oldest: () => t('dev.sort.oldest'),
  price_desc: () => t('dev.sort.priceHigh'),
  price_asc: () => t('dev.sort.priceLow'),
  start_date: () => t('dev.sort.startDate'),
};

/** A list's place in the address, as far as its sort goes (useListParams). */
interface SortParam {
  get: (key: 'sort') => string;
  set: (key: 'sort', value: string) => void;
}

/** The list's sort from the address: one of `sorts`, 'newest' (kept out of the address) otherwise. */
export const sortFrom = <S extends Sort>(list: SortParam, sorts: readonly S[]): S | 'newest' => {
  const value = list.get('sort');
  return (sorts as readonly string[]).includes(value) ? (value as S) : 'newest';
};

/** 'Sort by' over `sorts`, kept in the address. */
export function ListSortSelect<S extends Sort>({
  id,
  sorts,
  list,
}: {
  id: string;
  sorts: readonly S[];
  list: SortParam;
}) {
  return (
    <SortSelect<S | 'newest'>
      id={id}
      value={sortFrom(list, sorts)}
      options={sorts.map((value) => ({ value, label: SORT_LABELS[value]() }))}
      onChange={(value) => list.set('sort', value === 'newest' ? '' : value)}
    />
  );
}
