import type { UseQueryResult } from '@tanstack/react-query';
import { Building2, CloudOff, RotateCcw, SearchX } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { deferredCard } from '#src/client/components/ui/deferred-card.ts';
import { Pagination } from '#src/client/components/ui/pagination.tsx';
import { ResultsHeading } from '#src/client/components/ui/results-heading.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { listingPagesMessages } from '#src/client/i18n/en/listings-pages.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { browsablePages } from '#src/shared/contracts/paging.ts';
import type { PropertyPage } from '#src/shared/contracts/properties.ts';
import { PropertyCard, type RenderPropertyAction } from './property-card';

registerMessages(listingPagesMessages);

export interface PropertyResultsProps {
  query: UseQueryResult<PropertyPage>;
  page: number;
  pageSize: number;
  hrefForPage: (page: number) => string;
  /** Where 'Clear search' leads when a search found nothing. */
  clearSearchHref: string;
  renderAction?: RenderPropertyAction;
}

/** Count line, the cards, pagination, and the first-load, empty and error states. */
export function PropertyResults({
  query,
  page,
  pageSize,
  hrefForPage,
  clearSearchHref,
  renderAction,
}: PropertyResultsProps) {
  const topRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { data, isPending, isError, isPlaceholderData, isFetching } = query;
  const updating = isPlaceholderData && isFetching;

  const toPage = () => {
    const top = topRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) topRef.current?.scrollIntoView({ block: 'start' });
  };

  let body: ReactNode;
  if (isError && !data) {
    body = (
      <StatePanel
        icon={<CloudOff />}
        title={t('listings.properties.error')}
        hint={t('listings.weeks.errorHint')}
      >
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('listings.tryAgain')}
        </Button>
      </StatePanel>
    );
  } else if (isPending) {
    body = (
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="overflow-hidden rounded-2xl border border-border bg-surface">
            <div className="aspect-[3/2] animate-pulse bg-muted" />
            <div className="space-y-3 p-5">
              <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
              <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
              <div className="h-7 w-1/2 animate-pulse rounded bg-muted" />
              <div className="h-16 animate-pulse rounded-xl bg-muted" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (data && data.unfilteredTotal === 0) {
    body = (
      <StatePanel
        icon={<Building2 />}
        title={t('listings.properties.emptyAll')}
        hint={t('listings.properties.emptyAllHint')}
      />
    );
  } else if (data && data.items.length === 0) {
    const pastTheEnd = data.total > 0;
    body = (
      <StatePanel
        icon={<SearchX />}
        title={t('listings.properties.emptySearch')}
        hint={t('listings.properties.emptySearchHint')}
      >
        <Button asChild variant="outline">
          <Link to={pastTheEnd ? hrefForPage(1) : clearSearchHref} preventScrollReset>
            {pastTheEnd ? t('listings.pagination.first') : t('listings.properties.clearSearch')}
          </Link>
        </Button>
      </StatePanel>
    );
  } else if (data) {
    body = (
      <ul
        aria-labelledby={headingId}
        aria-busy={updating || undefined}
        className={cn(
          'grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3',
          updating && 'opacity-60',
        )}
      >
        {data.items.map((listing, i) => (
          <li key={listing.id} className={deferredCard(i, 'property')}>
            <PropertyCard listing={listing} renderAction={renderAction} priority={i === 0} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div ref={topRef} className="scroll-mt-20 space-y-4">
      <ResultsHeading
        heading={t('listings.properties.listLabel')}
        headingId={headingId}
        count={
          data
            ? t('listings.properties.count', {
                shown: formatCount(data.total),
                total: formatCount(data.unfilteredTotal),
              })
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
