/** What the owner lists' hooks ask for (My Dashboard): a page, its size, the search and the sort. */
export interface OwnerListParams<S extends string> {
  page: number;
  pageSize: number;
  q?: string;
  sort: S;
}

interface CountedPage<T extends { id: number }> {
  items: T[];
  total: number;
  unfilteredTotal: number;
}

/**
 * A page with one item taken out at once (a delete the server confirmed) and its counts lowered;
 * the lists then refetch, and the next item moves up.
 */
export function withoutItem<P extends CountedPage<{ id: number }>>(
  page: P | undefined,
  id: number,
): P | undefined {
  if (!page?.items.some((item) => item.id === id)) return page;
  return {
    ...page,
    items: page.items.filter((item) => item.id !== id),
    total: Math.max(0, page.total - 1),
    unfilteredTotal: Math.max(0, page.unfilteredTotal - 1),
  };
}
