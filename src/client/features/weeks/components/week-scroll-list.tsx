import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ResultsHeading } from '#src/client/components/ui/results-heading.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { BROWSE_RESULTS_MAX } from '#src/shared/constants.ts';
import type { PublicWeek, WeekPage } from '#src/shared/contracts/weeks.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { useListLayout } from '../hooks/use-list-layout';
import type { RenderWeekAction } from './week-card';
import { WeeksEmpty, WeeksError, WeeksSkeleton } from './week-list-states';
import { AreaWeekRows, measureRows, PageWeekRows, type RowHints, StaticWeekRows } from './week-rows';

registerMessages(listingPagesMessages);

export interface WeekScrollListProps {
  query: UseInfiniteQueryResult<InfiniteData<WeekPage>>;
  /** Where 'Clear filters' leads in the empty state; none when no filter is set. */
  clearFiltersHref?: string;
  /** Changes whenever the filters or sort change: the list goes back to its top. */
  resetKey: string;
  renderAction?: RenderWeekAction;
}

/** Each week once, in order: a week listed between two page loads shifts the pages by one. */
function uniqueWeeks(pages: WeekPage[]): PublicWeek[] {
  const seen = new Set<number>();
  const weeks: PublicWeek[] = [];
  for (const page of pages) {
    for (const week of page.items) {
      if (!seen.has(week.id)) {
        seen.add(week.id);
        weeks.push(week);
      }
    }
  }
  return weeks;
}

/**
 * The count line and the list of weeks, which loads its next page as its end comes near. On wide
 * screens the list is a 700 px area with its own scroll, reachable by keyboard; on phones it
 * grows with the page. Either way only the rows near the screen are drawn, so thousands of
 * weeks stay smooth. The server and the hydrating browser draw the first page's first cards as a
 * plain grid (StaticWeekRows), which the measured rows replace once the person first scrolls.
 */
export function WeekScrollList({ query, clearFiltersHref, resetKey, renderAction }: WeekScrollListProps) {
  const countId = useId();
  const { data, isPending, isError, isPlaceholderData, isFetching, isFetchingNextPage, hasNextPage } = query;
  const hints = useRef<RowHints>({ columns: 0, heights: [] }).current;
  const areaRef = useRef<HTMLElement | null>(null);
  const [area, setArea] = useState<HTMLElement | null>(null);
  const handedOver = useRef(false);
  // The list's element reaches the measured rows through state, but not while the page hydrates:
  // a state set then (from a ref) redrew every card at once, synchronously.
  const attachArea = useCallback((node: HTMLElement | null) => {
    areaRef.current = node;
    if (handedOver.current) setArea(node);
  }, []);
  // Once hydrated and the person first scrolls (the page or the list; a restored position counts):
  // the grid's rows are measured for the rows that replace it, and the element is handed over in
  // the same transition as the screen's layout (one drawing, in slices). Not at once: replacing a
  // page of cards by the few near the screen is a commit of its own, which a phone would pay while
  // the page starts, for a list nobody has moved yet (the grid holds the whole first page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(() => {
    const handOver = () => {
      if (handedOver.current) return;
      handedOver.current = true;
      measureRows(areaRef.current?.querySelector(':scope > [role=list]'), hints);
      startTransition(() => setArea(areaRef.current));
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('scroll', handOver, options);
    if (window.scrollY > 0 || (areaRef.current?.scrollTop ?? 0) > 0) handOver();
    return () => document.removeEventListener('scroll', handOver, options);
  }, []);
  const layout = useListLayout();
  const measured = layout && area ? layout : null;
  const updating = isPlaceholderData && isFetching;
  const weeks = useMemo(() => uniqueWeeks(data?.pages ?? []), [data]);
  const latest = data?.pages.at(-1);

  const firstRun = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not a value read.
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const element = areaRef.current;
    element?.scrollTo({ top: 0 });
    // On phones, when the list's top has scrolled above the screen.
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [resetKey]);

  // Asked again while a page is on its way (a scroll renders before the fetch shows), the request
  // under way is kept rather than cancelled and sent again.
  const fetchNext = () => void query.fetchNextPage({ cancelRefetch: false });
  const loadMore = () => {
    if (hasNextPage && !isFetching && !query.isFetchNextPageError && !isPlaceholderData) fetchNext();
  };

  let footer: ReactNode = null;
  if (isFetchingNextPage || (hasNextPage && !query.isFetchNextPageError)) {
    footer = (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {t('listings.weeks.loadingMore')}
      </p>
    );
  } else if (query.isFetchNextPageError) {
    footer = (
      <div role="alert" className="flex flex-wrap items-center justify-center gap-3 py-4 text-sm">
        <span className="text-muted-foreground">{t('listings.weeks.moreError')}</span>
        <Button size="sm" variant="outline" onClick={fetchNext}>
          <RotateCcw aria-hidden="true" />
          {t('listings.tryAgain')}
        </Button>
      </div>
    );
  } else if (latest && latest.page * latest.pageSize < latest.total) {
    footer = (
      <p className="py-6 text-center text-sm text-pretty text-muted-foreground">
        {t('listings.weeks.capped', { count: formatCount(BROWSE_RESULTS_MAX) })}
      </p>
    );
  } else if (data && data.pages.length > 1) {
    footer = <p className="py-6 text-center text-sm text-muted-foreground">{t('listings.weeks.end')}</p>;
  }

  let body: ReactNode;
  if (isError && !data) {
    body = <WeeksError onRetry={() => void query.refetch()} />;
  } else if (isPending) {
    // The area's full height on wide screens, so that nothing below moves when the weeks arrive.
    body = <WeeksSkeleton className="md:h-[700px] md:overflow-hidden" />;
  } else if (weeks.length === 0) {
    body = (
      <WeeksEmpty
        action={clearFiltersHref ? { href: clearFiltersHref, label: t('listings.clearFilters') } : undefined}
      />
    );
  } else {
    const rows = {
      weeks,
      total: latest?.total ?? weeks.length,
      busy: updating,
      footer,
      renderAction,
      onNearEnd: loadMore,
      hints,
    };
    body = (
      <section
        ref={attachArea}
        aria-label={t('listings.weeks.listLabel')}
        aria-describedby={countId}
        tabIndex={layout?.scrollArea === false ? undefined : 0}
        className="relative -mx-1 scroll-mt-20 px-1 py-1 md:max-h-[700px] md:overflow-y-auto md:overscroll-contain md:pr-3"
      >
        {!measured ? (
          <StaticWeekRows
            weeks={data?.pages[0]?.items ?? weeks}
            total={rows.total}
            busy={rows.busy}
            renderAction={renderAction}
          />
        ) : measured.scrollArea ? (
          // A new column count regroups the rows: a fresh virtualizer measures them again.
          <AreaWeekRows key={`area-${measured.columns}`} {...rows} columns={measured.columns} area={area} />
        ) : (
          <PageWeekRows key={`page-${measured.columns}`} {...rows} columns={measured.columns} />
        )}
      </section>
    );
  }

  return (
    <div className="space-y-4">
      <ResultsHeading
        heading={t('listings.weeks.listLabel')}
        count={
          data
            ? t('listings.weeks.count', {
                shown: formatCount(latest?.total ?? 0),
                total: formatCount(latest?.unfilteredTotal ?? 0),
              })
            : isPending
              ? '\u00a0'
              : null
        }
        countId={countId}
        updating={updating}
      />
      {body}
    </div>
  );
}
