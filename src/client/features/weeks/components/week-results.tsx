import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { deferredCard } from '#src/client/components/ui/deferred-card.ts';
import { Pagination } from '#src/client/components/ui/pagination.tsx';
import { ResultsHeading } from '#src/client/components/ui/results-heading.tsx';
import { listingPagesMessages } from '#src/client/i18n/en/listings-pages.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { browsablePages } from '#src/shared/contracts/paging.ts';
import type { WeekPage } from '#src/shared/contracts/weeks.ts';
import { type RenderWeekAction, WeekCard } from './week-card';
import { WeeksEmpty, WeeksError, WeeksSkeleton } from './week-list-states';

registerMessages(listingPagesMessages);

export interface WeekResultsProps {
  query: UseQueryResult<WeekPage>;
  page: number;
  pageSize: number;
  hrefForPage: (page: number) => string;
  /** Where 'Clear filters' leads in the empty state; none when no filter is set. */
  clearFiltersHref?: string;
  /** Changes whenever the filters or sort change: the list scrolls back to its top. */
  resetKey: string;
  renderAction?: RenderWeekAction;
}

/**
 * The count line, the 700 px scroll area of cards (natural height on phones), pagination, and
 * the first-load, empty and error states. The previous page stays visible, dimmed, while the next
 * one loads.
 */
export function WeekResults({
  query,
  page,
  pageSize,
  hrefForPage,
  clearFiltersHref,
  resetKey,
  renderAction,
}: WeekResultsProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLElement>(null);
  const { data, isPending, isError, isPlaceholderData, isFetching } = query;
  const updating = isPlaceholderData && isFetching;

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not a value read.
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [resetKey]);

  const toPage = () => {
    scrollRef.current?.scrollTo({ top: 0 });
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    // Only when the list starts above the screen (phones): otherwise the page would jump.
    if (top < 0) sectionRef.current?.scrollIntoView({ block: 'start' });
  };

  let body: ReactNode;
  if (isError && !data) {
    body = <WeeksError onRetry={() => void query.refetch()} />;
  } else if (isPending) {
    body = <WeeksSkeleton />;
  } else if (data && data.items.length === 0 && data.total > 0) {
    // A page past the end (an old link, fewer weeks now): offer the first one.
    body = <WeeksEmpty action={{ href: hrefForPage(1), label: t('listings.pagination.first') }} />;
  } else if (data && data.items.length === 0) {
    body = (
      <WeeksEmpty
        action={clearFiltersHref ? { href: clearFiltersHref, label: t('listings.clearFilters') } : undefined}
      />
    );
  } else if (data) {
    body = (
      <section
        ref={scrollRef}
        aria-label={t('listings.weeks.listLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="relative -mx-1 px-1 py-1 md:h-[700px] md:overflow-y-auto md:overscroll-contain md:pr-3"
      >
        <ul
          aria-busy={updating || undefined}
          className={cn(
            'grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3',
            updating && 'opacity-60',
          )}
        >
          {data.items.map((week, i) => (
            <li key={week.id} className={deferredCard(i, 'week')}>
              <WeekCard week={week} renderAction={renderAction} priority={i === 0} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <div ref={sectionRef} className="scroll-mt-20 space-y-4">
      <ResultsHeading
        heading={t('listings.weeks.listLabel')}
        headingId={headingId}
        count={
          data
            ? t('listings.weeks.count', {
                shown: formatCount(data.total),
                total: formatCount(data.unfilteredTotal),
              })
            : isPending
              ? '\u00a0'
              : null
        }
        updating={updating}
      />
      {body}
      {data && data.items.length > 0 ? (
        <Pagination
          page={page}
          {...browsablePages(data.total, pageSize)}
          hrefFor={hrefForPage}
          onNavigate={toPage}
          className="pt-2"
        />
      ) : null}
    </div>
  );
}
