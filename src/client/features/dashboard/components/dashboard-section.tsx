import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { ListingCardSkeleton } from '#src/client/components/ui/listing-card.tsx';
import { RetryPanel } from '#src/client/components/ui/state-panel.tsx';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';

/** One titled section of My Dashboard: an icon, the h2, an optional count and action, the content. */
export function DashboardSection({
  id,
  icon,
  title,
  count,
  action,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  /** How many items the section holds, once known (nothing is shown for none). */
  count?: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2.5 text-xl font-bold tracking-tight sm:text-2xl">
          <span
            aria-hidden="true"
            className="grid size-9 place-content-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5"
          >
            {icon}
          </span>
          {title}
          {count ? (
            <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-sm font-semibold text-sand-900 tabular-nums">
              {formatCount(count)}
            </span>
          ) : null}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The shape of a list's cards while it loads, with a status for screen readers. */
export function CardGridSkeleton({ label, pictures = true }: { label: string; pictures?: boolean }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {[0, 1, 2].map((i) => (
        <ListingCardSkeleton
          key={i}
          aria-hidden="true"
          picture={pictures}
          className="max-sm:[&:nth-child(n+3)]:hidden"
        >
          <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
          <div className="h-9 w-full animate-pulse rounded-lg bg-muted" />
        </ListingCardSkeleton>
      ))}
    </div>
  );
}

/** The link in a section's heading row to add another item (or to manage them). */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="outline" size="sm">
      {children}
    </ButtonLink>
  );
}

/**
 * The owner's items of one kind as a grid of cards, or the state they are in: loading, failed
 * (with a retry), or none yet (`empty`).
 */
export function OwnerCardGrid<T extends { id: number }>({
  query,
  loading,
  loadFailed,
  listLabel,
  empty,
  renderCard,
}: {
  query: UseQueryResult<T[]>;
  loading: string;
  loadFailed: string;
  listLabel: string;
  empty: ReactNode;
  renderCard: (item: T) => ReactNode;
}) {
  if (query.isPending) return <CardGridSkeleton label={loading} />;
  if (query.isError) {
    return (
      <RetryPanel
        title={loadFailed}
        hint={t('owner.loadFailedHint')}
        retryLabel={t('owner.tryAgain')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return empty;
  return (
    <ul aria-label={listLabel} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {query.data.map((item) => (
        <li key={item.id}>{renderCard(item)}</li>
      ))}
    </ul>
  );
}
