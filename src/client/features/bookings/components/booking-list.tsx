import type { ReactNode } from 'react';
import { Pagination } from '#src/client/components/ui/pagination.tsx';
import { RetryPanel } from '#src/client/components/ui/state-panel.tsx';
import { t } from '#src/client/i18n/index.ts';
import type { BookingDetail, BookingPage } from '#src/shared/contracts/bookings.ts';
import { TRIPS_PAGE_SIZE } from '../api';

/** A paged read of bookings, as TanStack Query gives it. */
interface BookingListQuery {
  isPending: boolean;
  isError: boolean;
  data?: BookingPage;
  refetch: () => unknown;
}

/**
 * A page of bookings (the guest's trips, the owner's bookings), or the state it is in: loading
 * (rows of about the final height), failed (with a retry), or none (`empty`); then the page links.
 */
export function BookingList({
  query,
  page,
  hrefFor,
  texts,
  rowClassName,
  empty,
  renderRow,
}: {
  query: BookingListQuery;
  page: number;
  hrefFor: (page: number) => string;
  texts: { loading: string; loadFailed: string; listLabel: string };
  /** The loading placeholder's height, as a row will have it. */
  rowClassName: string;
  empty: ReactNode;
  renderRow: (booking: BookingDetail) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-3">
        <p role="status" className="sr-only">
          {texts.loading}
        </p>
        {[0, 1].map((i) => (
          <div key={i} aria-hidden="true" className={`${rowClassName} animate-pulse rounded-2xl bg-muted`} />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <RetryPanel
        title={texts.loadFailed}
        hint={t('bookings.trips.loadFailedHint')}
        retryLabel={t('bookings.trips.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.items.length === 0) return empty;
  return (
    <div className="grid gap-4">
      <ul aria-label={texts.listLabel} className="grid gap-3">
        {query.data.items.map((booking) => (
          <li key={booking.id}>{renderRow(booking)}</li>
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(query.data.total / TRIPS_PAGE_SIZE)} hrefFor={hrefFor} />
    </div>
  );
}
