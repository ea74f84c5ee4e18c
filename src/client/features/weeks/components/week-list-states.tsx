import { CalendarX2 } from 'lucide-react';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { RetryPanel, StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { WeekCardSkeleton } from './week-card';

registerMessages(listingPagesMessages);

/** The states a list of weeks shares, paged (all weeks) or growing (a destination). */

/** The weeks could not be fetched, and none are on screen: say so, and offer to try again. */
export function WeeksError({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryPanel
      title={t('listings.weeks.error')}
      hint={t('listings.weeks.errorHint')}
      retryLabel={t('listings.tryAgain')}
      onRetry={onRetry}
    />
  );
}

/** Six cards' outlines while the first weeks load (`className`: the space the list will take). */
export function WeeksSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2 xl:grid-cols-3', className)} aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <WeekCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** No week to show, with a way out when one is given (clear the filters, or go to page 1). */
export function WeeksEmpty({ action }: { action?: { href: string; label: string } }) {
  return (
    <StatePanel icon={<CalendarX2 />} title={t('listings.weeks.empty')} hint={t('listings.weeks.emptyHint')}>
      {action ? (
        <ButtonLink to={action.href} preventScrollReset variant="outline">
          {action.label}
        </ButtonLink>
      ) : null}
    </StatePanel>
  );
}
