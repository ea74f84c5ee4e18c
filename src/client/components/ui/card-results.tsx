import { type ReactNode, type Ref, Suspense } from 'react';
import { cn } from '#src/client/lib/cn.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { browsablePages } from '#src/shared/browse-depth.ts';
import { deferredCard } from './deferred-card';
import { Pagination } from './pagination';
import { ResultsHeading } from './results-heading';

/** Where the page links of a list of results lead. */
export interface ResultPaging {
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  /** Runs when a page link is followed: the list scrolls back to its top. */
  onNavigate: () => void;
}

/**
 * A paged search's results: the heading and the count line (see ResultsHeading), then `children`
 * (the cards, or the loading, empty or error state), then the page links while there are results.
 */
export function CardResultsFrame({
  ref,
  heading,
  headingId,
  results,
  countLine,
  holdCountLine = false,
  updating,
  paging,
  children,
}: {
  /** The frame: the list scrolls to it on phones after a page change. */
  ref: Ref<HTMLDivElement>;
  heading: string;
  headingId: string;
  /** The page of results once it has come. */
  results: { items: readonly unknown[]; total: number; unfilteredTotal: number } | undefined;
  /** 'Showing 12 of 40 …' from the formatted counts. */
  countLine: (counts: { shown: string; total: string }) => string;
  /** Keep the count line's height while the first results load, so nothing moves when they come. */
  holdCountLine?: boolean;
  updating: boolean;
  paging: ResultPaging;
  children: ReactNode;
}) {
  const count = results
    ? countLine({ shown: formatCount(results.total), total: formatCount(results.unfilteredTotal) })
    : holdCountLine
      ? '\u00a0'
      : null;
  return (
    <div ref={ref} className="scroll-mt-20 space-y-4">
      <ResultsHeading heading={heading} headingId={headingId} count={count} updating={updating} />
      {children}
      {results && results.items.length > 0 ? (
        <Pagination
          page={paging.page}
          {...browsablePages(results.total, paging.pageSize)}
          hrefFor={paging.hrefFor}
          onNavigate={paging.onNavigate}
          className="pt-2"
        />
      ) : null}
    </div>
  );
}

/**
 * One page of result cards in a grid of up to three columns, dimmed and marked busy while the
 * next page loads; past the first row each card is laid out only as it nears the screen.
 */
export function ResultCards<T extends { id: number }>({
  items,
  kind,
  updating,
  labelledBy,
  renderCard,
}: {
  items: readonly T[];
  kind: Parameters<typeof deferredCard>[1];
  updating: boolean;
  labelledBy?: string;
  renderCard: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul
      aria-labelledby={labelledBy}
      aria-busy={updating || undefined}
      className={cn('grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3', updating && 'opacity-60')}
    >
      {items.map((item, i) => (
        <li key={item.id} className={deferredCard(i, kind)}>
          {/* A boundary per card: a drawn page hydrates and commits card by card, in short tasks,
              instead of the whole list in one (React's selective hydration). */}
          <Suspense fallback={null}>{renderCard(item, i)}</Suspense>
        </li>
      ))}
    </ul>
  );
}
