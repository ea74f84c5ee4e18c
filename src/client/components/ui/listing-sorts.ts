import { type MessageKey, t } from '#src/client/i18n/index.ts';
import type { SortOption } from './sort-select';

/** The words of every sort the public lists offer. */
const LISTING_SORT_LABELS = {
  newest: 'listings.sort.newest',
  oldest: 'listings.sort.oldest',
  price_desc: 'listings.sort.priceDesc',
  price_asc: 'listings.sort.priceAsc',
  start_date: 'listings.sort.startDate',
} as const satisfies Record<string, MessageKey>;

export type ListingSort = keyof typeof LISTING_SORT_LABELS;

/** A list's sorts as the options of its SortSelect, in the order given. */
export function listingSortOptions<S extends ListingSort>(sorts: readonly S[]): SortOption<S>[] {
  return sorts.map((value) => {
    const key: (typeof LISTING_SORT_LABELS)[ListingSort] = LISTING_SORT_LABELS[value];
    return { value, label: t(key) };
  });
}
