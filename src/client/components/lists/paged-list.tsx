import { CloudOff, Inbox, RotateCcw } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { cn } from '#src/client/lib/cn.ts';
import { browsablePages } from '#src/shared/browse-depth.ts';
import { Button } from '../ui/button';
import { Pagination } from '../ui/pagination';
import { Spinner } from '../ui/spinner';

export interface PageData<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PagedListProps<T> {
  query: {
    data?: PageData<T>;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData?: boolean;
    refetch: () => unknown;
  };
  page: number;
  /** The address of another page (see useListParams' hrefFor). */
  hrefFor: (page: number) => string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The empty text (the screen's own wording). */
  empty: string;
  /** The count line, e.g. 'Showing 20 of 1,204 listings'. */
  countLine?: (shown: number, total: number) => string;
  /** The accessible name of the list. */
  label: string;
  errorTitle?: string;
  /** A fixed scroll area for the items, e.g. 'max-h-[700px]'. */
  scrollClassName?: string;
  className?: string;
}

/**
 * A list the server pages, filters and counts: a loading state, an error with a retry, the empty
 * text, the items, the count line and page links. While another page loads the current items stay
 * (marked busy), so nothing jumps.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query, page, hrefFor, getKey, renderItem, empty, countLine, label, scrollClassName } = props;
  const top = useRef<HTMLDivElement>(null);

  if (query.isPending) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl border border-border p-6 text-sm text-muted-foreground"
      >
        <Spinner />
        {t('lists.loading')}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-5"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CloudOff className="size-5 text-destructive" aria-hidden="true" />
          {props.errorTitle ?? t('lists.loadFailed')}
        </p>
        <p className="text-sm text-muted-foreground">{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('lists.retry')}
        </Button>
      </div>
    );
  }
  const { items, total, pageSize } = query.data;
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-xl border border-dashed border-sand-300 bg-sand-50 p-6 text-sm text-muted-foreground">
        <Inbox className="size-5 shrink-0" aria-hidden="true" />
        {empty}
      </p>
    );
  }
  const { pageCount, capped } = browsablePages(total, pageSize);
  return (
    <div ref={top} className={cn('space-y-3', props.className)}>
      {countLine ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {countLine(items.length, total)}
        </p>
      ) : null}
      <div className={cn(scrollClassName && 'overflow-y-auto overscroll-contain pr-1', scrollClassName)}>
        <ul
          aria-label={label}
          aria-busy={query.isPlaceholderData || undefined}
          className={cn('space-y-3', query.isPlaceholderData && 'opacity-70')}
        >
          {items.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      </div>
      <Pagination
        page={page}
        pageCount={pageCount}
        capped={capped}
        hrefFor={hrefFor}
        onNavigate={() => top.current?.scrollIntoView({ block: 'nearest' })}
      />
    </div>
  );
}
