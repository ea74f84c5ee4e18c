import { KeyRound, Pencil, Receipt, ShieldCheck, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ListingCard, PictureBadge } from '#src/client/components/ui/listing-card.tsx';
import { VerifiedPictureBadge } from '#src/client/components/verified-marks.tsx';
import { useReferenceNames } from '#src/client/features/catalog/api.ts';
import { HiddenNotice, hiddenBadgeText } from '#src/client/features/moderation/components/hidden-notice.tsx';
import {
  canAskVerification,
  VerificationState,
} from '#src/client/features/verification/components/verification-state.tsx';
import { PriceGuidancePanel } from '#src/client/features/weeks/components/price-guidance.tsx';
import { UnitTypePictures } from '#src/client/features/weeks/components/unit-type-pictures.tsx';
import { WeekActivity } from '#src/client/features/weeks/components/week-activity.tsx';
import { WeekCardBody, WeekFact } from '#src/client/features/weeks/components/week-card.tsx';
import { t } from '#src/client/i18n/index.ts';
import { toCalendarDate } from '#src/client/lib/dates.ts';
import { formatDollarsToTheCent } from '#src/client/lib/format-cents.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { WeekInsight } from '#src/shared/contracts/insights.ts';
import type { OwnerWeek } from '#src/shared/contracts/weeks.ts';
import { OwnerDeleteButton } from './owner-delete-button';

/**
 * One of the owner's weeks: the unit type's pictures, resort, unit type, location,
 * dates, price, the reservation code and usage fee only the owner sees, Edit usage fee and Delete.
 * A week whose last day has passed is marked: travelers no longer see it.
 */
export function OwnerWeekCard({
  week,
  onEditFee,
  onDelete,
  onVerify,
  onEditCode,
  activity,
}: {
  week: OwnerWeek;
  /** Views, interest, bookings and people looking (undefined while they load). */
  activity?: WeekInsight;
  /** Opens the usage fee's dialog; gets the button to return focus to. */
  onEditFee: (trigger: HTMLElement) => void;
  onDelete: (trigger: HTMLElement) => void;
  /** Opens 'Get verified' (decision 062). */
  onVerify: (trigger: HTMLElement) => void;
  /** Opens 'Change reservation code'. */
  onEditCode: (trigger: HTMLElement) => void;
}) {
  const titleId = useId();
  const guidanceId = useId();
  const names = useReferenceNames();
  const [showGuidance, setShowGuidance] = useState(false);
  const today = toCalendarDate(new Date());
  const past = week.toDate < today;
  const dates = t('owner.weeks.dates', { from: formatDay(week.fromDate), to: formatDay(week.toDate) });
  const pictures = (
    <div className="relative">
      <UnitTypePictures week={week} unitType={names.unitType(week.unitTypeId, week.unitTypeName)} />
      {week.hidden ? (
        <PictureBadge className="bg-amber-500 text-amber-950">{hiddenBadgeText()}</PictureBadge>
      ) : past ? (
        <PictureBadge className="bg-slate-950/75 text-white">{t('owner.weeks.past')}</PictureBadge>
      ) : null}
      {week.verified && !past ? <VerifiedPictureBadge /> : null}
    </div>
  );
  return (
    <ListingCard titleId={titleId} media={pictures}>
      <WeekCardBody
        week={week}
        names={names}
        titleId={titleId}
        dates={dates}
        audience="owner"
        after={
          <>
            <WeekActivity activity={activity} weekTitle={`${week.resortName}, ${dates}`} />
            {showGuidance ? (
              <div id={guidanceId} className="mt-3">
                <PriceGuidancePanel
                  unitTypeId={week.unitTypeId}
                  fromDate={week.fromDate}
                  price={week.price}
                  weekId={week.id}
                />
              </div>
            ) : null}
          </>
        }
        facts={
          <>
            <WeekFact icon={KeyRound} label={t('owner.weeks.reservationCode')}>
              <span className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-[0.8125rem] text-foreground">
                {week.reservationCode}
              </span>
            </WeekFact>
            {/* Named on screen: a second amount beside the price needs its name. */}
            <div className="flex items-center gap-2">
              <dt className="flex items-center gap-2">
                <Receipt className="size-4 shrink-0" aria-hidden="true" />
                {t('owner.weeks.usageFee')}
              </dt>
              <dd className="font-medium text-foreground tabular-nums">
                {week.usageFee === null
                  ? t('owner.weeks.usageFeeNone')
                  : formatDollarsToTheCent(week.usageFee)}
              </dd>
            </div>
            <VerificationState week={week} />
          </>
        }
        action={
          <div className="flex flex-wrap gap-2">
            {week.hidden ? <HiddenNotice /> : null}
            {past ? null : (
              <Button
                variant="outline"
                size="sm"
                aria-expanded={showGuidance}
                aria-controls={showGuidance ? guidanceId : undefined}
                onClick={() => setShowGuidance((shown) => !shown)}
                aria-label={t(showGuidance ? 'insights.guidance.hideLabel' : 'insights.guidance.showLabel', {
                  resort: week.resortName,
                  dates,
                })}
              >
                <TrendingUp aria-hidden="true" />
                {t(showGuidance ? 'insights.guidance.hide' : 'insights.guidance.show')}
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              onClick={(event) => onEditFee(event.currentTarget)}
              aria-label={t('owner.weeks.editUsageFeeLabel', { resort: week.resortName, dates })}
            >
              <Pencil aria-hidden="true" />
              {t('owner.weeks.editUsageFee')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={(event) => onEditCode(event.currentTarget)}
              aria-label={t('verification.editCodeLabel', { resort: week.resortName, dates })}
            >
              <KeyRound aria-hidden="true" />
              {t('verification.editCode')}
            </Button>
            {canAskVerification(week, today) ? (
              <Button
                size="sm"
                onClick={(event) => onVerify(event.currentTarget)}
                aria-label={t(week.verification ? 'verification.getAgainLabel' : 'verification.getLabel', {
                  resort: week.resortName,
                  dates,
                })}
              >
                <ShieldCheck aria-hidden="true" />
                {week.verification ? t('verification.getAgain') : t('verification.get')}
              </Button>
            ) : null}
            <OwnerDeleteButton
              label={t('owner.weeks.deleteLabel', { resort: week.resortName, dates })}
              onDelete={onDelete}
            />
          </div>
        }
      />
    </ListingCard>
  );
}
