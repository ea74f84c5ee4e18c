import type { ReactNode } from 'react';
import { useRef } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { useUrlText } from '#src/client/lib/use-url-text.ts';
import { browsablePages } from '#src/shared/browse-depth.ts';
import { Pagination } from '../ui/pagination';
import { SearchField } from '../ui/search-field';
import { SortSelect } from '../ui/sort-select';
import { RetryPanel } from '../ui/state-panel';
import type { PageData } from './paged-list';
import { listParamName, useListParams } from './use-list-params';

/**
 * A list of cards the server searches, sorts and pages (an owner's weeks, listings, contracts):
 * its place in the address under a prefix (`weeksQ`, `weeksSort`, `weeksPage`), so reload, Back
 * and a shared link keep it.
 */
export function useSearchedList<S extends string>(prefix: string, sorts: readonly S[], pageSize: number) {
  const list = useListParams(prefix, ['q', 'sort'] as const);
  const sortText = list.get('sort');
  const sort = (sorts as readonly string[]).includes(sortText) ? (sortText as S) : sorts[0];
  const q = list.get('q').trim();
  return { list, prefix, sorts, params: { page: list.page, pageSize, q: q || undefined, sort } };
}
export type SearchedList<S extends string> = ReturnType<typeof useSearchedList<S>>;

/** The list's search box and 'Sort by', side by side from the small breakpoint. */
export function ListToolbar<S extends string>({
  searched,
  searchLabel,
  placeholder,
  sortLabels,
}: {
  searched: SearchedList<S>;
  searchLabel: string;
  placeholder?: string;
  sortLabels: Record<S, string>;
}) {
  const { list, prefix, sorts, params } = searched;
  // The box shows every keystroke; the address (and the request) follows a pause in typing.
  const [text, setText] = useUrlText(listParamName(prefix, 'q'), listParamName(prefix, 'page'));
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <SearchField
        id={`${prefix}-search`}
        label={searchLabel}
        placeholder={placeholder}
        value={text}
        onChange={setText}
      />
      <SortSelect<S>
        id={`${prefix}-sort`}
        value={params.sort}
        options={sorts.map((value) => ({ value, label: sortLabels[value] }))}
        onChange={(value) => list.set('sort', value === sorts[0] ? '' : value)}
      />
    </div>
  );
}

export interface CardPageProps<T> {
  query: {
    data?: PageData<T> & { unfilteredTotal?: number };
    isPending: boolean;
    isError: boolean;
    isPlaceholderData?: boolean;
    refetch: () => unknown;
  };
  searched: SearchedList<string>;
  /** The shape of the cards while the first page loads. */
  skeleton: ReactNode;
  loadFailed: string;
  /** Nothing at all yet (no search): the section's own empty state. */
  empty: ReactNode;
  /** Nothing matches the search. */
  noMatch: string;
  countLine: (counts: { shown: string; total: string }) => string;
  label: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The grid's columns, e.g. 'sm:grid-cols-2 xl:grid-cols-3'. */
  columns?: string;
}

/**
 * One page of cards: loading, failed (with a retry), none yet, none matching, or the cards with
 * the count line and the page links. The cards of the page before stay (dimmed) while the next
 * one loads, so nothing jumps.
 */
export function CardPage<T>(props: CardPageProps<T>) {
  const { query, searched } = props;
  const top = useRef<HTMLDivElement>(null);
  if (query.isPending) return <>{props.skeleton}</>;
  if (query.isError || !query.data) {
    return (
      <RetryPanel
        title={props.loadFailed}
        hint={t('lists.loadFailedHint')}
        retryLabel={t('lists.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { items, total, pageSize } = query.data;
  if (total === 0 && !searched.params.q) return <>{props.empty}</>;
  const { pageCount, capped } = browsablePages(total, pageSize);
  return (
    <div ref={top} className="scroll-mt-24 space-y-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {items.length === 0
          ? props.noMatch
          : props.countLine({ shown: formatCount(items.length), total: formatCount(total) })}
      </p>
      {items.length > 0 ? (
        <ul
          aria-label={props.label}
          aria-busy={query.isPlaceholderData || undefined}
          className={cn(
            'grid gap-5',
            props.columns ?? 'sm:grid-cols-2 xl:grid-cols-3',
            query.isPlaceholderData && 'opacity-70',
          )}
        >
          {items.map((item) => (
            <li key={props.getKey(item)} className="min-w-0">
              {props.renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination
        page={searched.params.page}
        pageCount={pageCount}
        capped={capped}
        hrefFor={searched.list.hrefFor}
        onNavigate={() => top.current?.scrollIntoView({ block: 'start' })}
      />
    </div>
  );
}
