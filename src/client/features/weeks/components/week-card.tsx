import { CalendarDays, MapPin } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { MxnApprox } from '#src/client/components/ui/mxn-approx.tsx';
import { listingPagesMessages } from '#src/client/i18n/en/listings-pages.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { formatPrice } from '#src/client/lib/format.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { PublicWeek } from '#src/shared/contracts/weeks.ts';
import { UnitTypePictures } from './unit-type-pictures';

registerMessages(listingPagesMessages);

/** What a card hands to its action (the interest button): the heading to point at, a one-line summary. */
export interface WeekActionContext {
  titleId: string;
  summary: string;
}

export type RenderWeekAction = (week: PublicWeek, context: WeekActionContext) => ReactNode;

/** Pictures, resort, unit type, location, dates, price, and the page's action ('I'm Interested'). */
export function WeekCard({
  week,
  renderAction,
  priority = false,
}: {
  week: PublicWeek;
  renderAction?: RenderWeekAction;
  /** The list's first card: its pictures load at once (see UnitTypePictures). */
  priority?: boolean;
}) {
  const titleId = useId();
  const dates = t('listings.week.dates', { from: formatDay(week.fromDate), to: formatDay(week.toDate) });
  const summary = t('listings.interest.weekSummary', {
    resort: week.resortName,
    unitType: week.unitTypeName,
    dates,
  });

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition-shadow hover:shadow-raised"
    >
      <UnitTypePictures week={week} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="min-w-0 space-y-0.5">
          <h3 id={titleId} className="truncate text-base leading-snug font-semibold" title={week.resortName}>
            {week.resortName}
          </h3>
          <p className="text-sm font-medium text-primary-hover">{week.unitTypeName}</p>
        </div>
        <dl className="grid gap-1.5 text-sm text-muted-foreground">
          <div className="flex items-center gap-2">
            <dt>
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('listings.week.locationLabel')}</span>
            </dt>
            <dd className="truncate">{week.locationName}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('listings.week.datesLabel')}</span>
            </dt>
            <dd>{dates}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <div>
            <p className="flex items-baseline gap-1.5">
              <span className="text-xl font-bold tracking-tight tabular-nums">{formatPrice(week.price)}</span>
              <span className="text-sm text-muted-foreground">{t('listings.week.perWeek')}</span>
            </p>
            <MxnApprox usd={week.price} />
          </div>
          {renderAction?.(week, { titleId, summary })}
        </div>
      </div>
    </article>
  );
}

/** The shape of a card while the first page loads. */
export function WeekCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface" aria-hidden="true">
      <div className="aspect-[3/2] animate-pulse bg-muted" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
        <div className="flex items-center justify-between border-t border-border pt-4">
          <div className="h-6 w-24 animate-pulse rounded bg-muted" />
          <div className="h-9 w-32 animate-pulse rounded-lg bg-muted" />
        </div>
      </div>
    </div>
  );
}
