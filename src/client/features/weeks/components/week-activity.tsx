import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import type { WeekInsight } from '#src/shared/contracts/insights.ts';

/**
 * One of the owner's weeks' activity on its card (docs/decisions/068): people who viewed it in 30
 * days, interested, booked, and looking for its destination around its dates. A line of the same
 * height while it loads, so the card does not jump.
 */
export function WeekActivity({ activity, weekTitle }: { activity?: WeekInsight; weekTitle: string }) {
  const figures = [
    ['insights.week.views', activity?.views],
    ['insights.week.interests', activity?.interests],
    ['insights.week.bookings', activity?.bookings],
    ['insights.week.demand', activity?.demand],
  ] as const;
  return (
    <dl
      aria-label={`${t('insights.week.label')}: ${weekTitle}`}
      title={t('insights.summary.viewsHint')}
      className="grid grid-cols-4 gap-1 rounded-lg bg-muted/60 p-2 text-center"
    >
      {figures.map(([key, value]) => (
        <div key={key} className="flex min-w-0 flex-col-reverse">
          <dt className="truncate text-[0.6875rem] leading-tight text-muted-foreground">{t(key)}</dt>
          <dd className="text-base font-bold text-foreground tabular-nums">
            {value === undefined ? (
              <span aria-hidden="true" className="mx-auto block h-5 w-6 animate-pulse rounded bg-muted" />
            ) : (
              formatCount(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
