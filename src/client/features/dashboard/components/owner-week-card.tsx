import { CalendarDays, KeyRound, MapPin, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { MxnApprox } from '#src/client/components/ui/mxn-approx.tsx';
import { UnitTypePictures } from '#src/client/features/weeks/components/unit-type-pictures.tsx';
import { t } from '#src/client/i18n/index.ts';
import { toCalendarDate } from '#src/client/lib/dates.ts';
import { formatPrice } from '#src/client/lib/format.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { OwnerWeek } from '#src/shared/contracts/weeks.ts';

/**
 * One of the owner's weeks: the unit type's pictures, resort, unit type, location,
 * dates, price, the reservation code only the owner sees, and Delete. A week whose last day has
 * passed is marked: travelers no longer see it.
 */
export function OwnerWeekCard({
  week,
  onDelete,
}: {
  week: OwnerWeek;
  onDelete: (trigger: HTMLElement) => void;
}) {
  const titleId = useId();
  const past = week.toDate < toCalendarDate(new Date());
  const dates = t('owner.weeks.dates', { from: formatDay(week.fromDate), to: formatDay(week.toDate) });
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
    >
      <div className="relative">
        <UnitTypePictures week={week} />
        {past ? (
          <span className="pointer-events-none absolute top-2.5 left-2.5 rounded-full bg-slate-950/75 px-2.5 py-1 text-xs font-semibold text-white">
            {t('owner.weeks.past')}
          </span>
        ) : null}
      </div>
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
              <span className="sr-only">{t('owner.weeks.location')}</span>
            </dt>
            <dd className="truncate">{week.locationName}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('owner.weeks.datesLabel')}</span>
            </dt>
            <dd>{dates}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <KeyRound className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('owner.weeks.reservationCode')}</span>
            </dt>
            <dd>
              <span className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-[0.8125rem] text-foreground">
                {week.reservationCode}
              </span>
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <div>
            <p className="flex items-baseline gap-1.5">
              <span className="text-xl font-bold tracking-tight tabular-nums">{formatPrice(week.price)}</span>
              <span className="text-sm text-muted-foreground">{t('owner.weeks.perWeek')}</span>
            </p>
            <MxnApprox usd={week.price} />
          </div>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:bg-red-50 hover:text-destructive-hover"
            onClick={(event) => onDelete(event.currentTarget)}
            aria-label={t('owner.weeks.deleteLabel', { resort: week.resortName, dates })}
          >
            <Trash2 aria-hidden="true" />
            {t('owner.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
