import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CardResultsFrame, ResultCards } from '#src/client/components/ui/card-results.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import type { WeekPage } from '#src/shared/contracts/weeks.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
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
        <ResultCards
          items={data.items}
          kind="week"
          updating={updating}
          renderCard={(week, i) => <WeekCard week={week} renderAction={renderAction} priority={i === 0} />}
        />
      </section>
    );
  }

  return (
    <CardResultsFrame
      ref={sectionRef}
      heading={t('listings.weeks.listLabel')}
      headingId={headingId}
      results={data}
      countLine={(counts) => t('listings.weeks.count', counts)}
      holdCountLine={isPending}
      updating={updating}
      paging={{ page, pageSize, hrefFor: hrefForPage, onNavigate: toPage }}
    >
      {body}
    </CardResultsFrame>
  );
}
