import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { ListingCard, PictureBadge } from '#src/client/components/ui/listing-card.tsx';
import { UnitTypePictures } from '#src/client/features/weeks/components/unit-type-pictures.tsx';
import { WeekCardBody, WeekFact } from '#src/client/features/weeks/components/week-card.tsx';
import { t } from '#src/client/i18n/index.ts';
import { toCalendarDate } from '#src/client/lib/dates.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { OwnerWeek } from '#src/shared/contracts/weeks.ts';
import { OwnerDeleteButton } from './owner-delete-button';

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
  const pictures = (
    <div className="relative">
      <UnitTypePictures week={week} />
      {past ? (
        <PictureBadge className="bg-slate-950/75 text-white">{t('owner.weeks.past')}</PictureBadge>
      ) : null}
    </div>
  );
  return (
    <ListingCard titleId={titleId} media={pictures}>
      <WeekCardBody
        week={week}
        titleId={titleId}
        dates={dates}
        audience="owner"
        facts={
          <WeekFact icon={KeyRound} label={t('owner.weeks.reservationCode')}>
            <span className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-[0.8125rem] text-foreground">
              {week.reservationCode}
            </span>
          </WeekFact>
        }
        action={
          <OwnerDeleteButton
            label={t('owner.weeks.deleteLabel', { resort: week.resortName, dates })}
            onDelete={onDelete}
          />
        }
      />
    </ListingCard>
  );
}
