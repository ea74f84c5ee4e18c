import type { UseQueryResult } from '@tanstack/react-query';
import { Building2, SearchX } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { CardResultsFrame, ResultCards } from '#src/client/components/ui/card-results.tsx';
import { ListingCardSkeleton } from '#src/client/components/ui/listing-card.tsx';
import { RetryPanel, StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import type { PropertyPage } from '#src/shared/contracts/properties.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
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
      <RetryPanel
        title={t('listings.properties.error')}
        hint={t('listings.weeks.errorHint')}
        retryLabel={t('listings.tryAgain')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (isPending) {
    body = (
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <ListingCardSkeleton key={i}>
            <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-7 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-16 animate-pulse rounded-xl bg-muted" />
          </ListingCardSkeleton>
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
        <ButtonLink to={pastTheEnd ? hrefForPage(1) : clearSearchHref} preventScrollReset variant="outline">
          {pastTheEnd ? t('listings.pagination.first') : t('listings.properties.clearSearch')}
        </ButtonLink>
      </StatePanel>
    );
  } else if (data) {
    body = (
      <ResultCards
        items={data.items}
        kind="property"
        updating={updating}
        labelledBy={headingId}
        renderCard={(listing, i) => (
          <PropertyCard listing={listing} renderAction={renderAction} priority={i === 0} />
        )}
      />
    );
  }

  return (
    <CardResultsFrame
      ref={topRef}
      heading={t('listings.properties.listLabel')}
      headingId={headingId}
      results={data}
      countLine={(counts) => t('listings.properties.count', counts)}
      updating={updating}
      paging={{ page, pageSize, hrefFor: hrefForPage, onNavigate: toPage }}
    >
      {body}
    </CardResultsFrame>
  );
}
