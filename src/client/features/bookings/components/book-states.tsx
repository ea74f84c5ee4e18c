import { AlertCircle, CalendarX2, SearchX } from 'lucide-react';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { RetryPanel, StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { t } from '#src/client/i18n/index.ts';

/** The way back to the weeks on offer, under every state that ends a booking before it starts. */
function BrowseWeeks() {
  return <ButtonLink to="/all-weeks">{t('bookings.book.browse')}</ButtonLink>;
}

/** The week's address names no week (or not a number). */
export function WeekNotFound() {
  return (
    <StatePanel icon={<SearchX />} title={t('bookings.book.notFound')} hint={t('bookings.book.notFoundHint')}>
      <BrowseWeeks />
    </StatePanel>
  );
}

/** The quote says this person cannot book the week now, and why. */
export function WeekUnavailable({ reason }: { reason: string }) {
  return (
    <div role="alert">
      <StatePanel icon={<CalendarX2 />} title={t('bookings.book.unavailable')} hint={reason}>
        <BrowseWeeks />
      </StatePanel>
    </div>
  );
}

/** POST /api/bookings answered 409: someone else holds or booked the week (the server's sentence as hint). */
export function WeekTaken({ message }: { message: string }) {
  return (
    <div role="alert">
      <StatePanel
        icon={<AlertCircle />}
        title={t('bookings.book.conflictTitle')}
        hint={`${message} ${t('bookings.book.conflictHint')}`}
      >
        <BrowseWeeks />
      </StatePanel>
    </div>
  );
}

export function WeekLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryPanel
      title={t('bookings.book.loadFailed')}
      hint={t('bookings.book.loadFailedHint')}
      retryLabel={t('bookings.book.retry')}
      onRetry={onRetry}
    />
  );
}

/** The page's shape while the quote loads, so nothing jumps when it arrives. */
export function BookSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <p role="status" className="sr-only">
        {t('bookings.book.loading')}
      </p>
      <div aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-muted" />
      <div aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-muted" />
    </div>
  );
}
