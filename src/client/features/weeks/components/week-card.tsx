import { CalendarDays, type LucideIcon, MapPin } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { ListingCard, ListingCardSkeleton } from '#src/client/components/ui/listing-card.tsx';
import { PriceBeside, useDollarPriceLines } from '#src/client/components/ui/price.tsx';
import {
  OfferedBy,
  VerifiedExplanation,
  VerifiedPictureBadge,
} from '#src/client/components/verified-marks.tsx';
import { type ReferenceNames, useReferenceNames } from '#src/client/features/catalog/api.ts';
import { ResortRatingFact } from '#src/client/features/reviews/components/resort-rating-fact.tsx';
import { type MessageKey, registerMessages, t } from '#src/client/i18n/index.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { PublicWeek } from '#src/shared/contracts/weeks.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { useViewReport } from '../hooks/use-view-report';
import { UnitTypePictures } from './unit-type-pictures';

registerMessages(listingPagesMessages);

/** What a card hands to its action (the interest button): the heading to point at, a one-line summary. */
export interface WeekActionContext {
  titleId: string;
  summary: string;
}

export type RenderWeekAction = (week: PublicWeek, context: WeekActionContext) => ReactNode;

/**
 * Pictures, resort, unit type, location, dates, price, 'Book this week' (a plain link, drawn by the
 * server too; the booking's code loads with its page) and the page's action ('I'm Interested').
 */
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
  const names = useReferenceNames();
  // Its owner sees how many people saw it (docs/decisions/068).
  const viewRef = useViewReport<HTMLDivElement>(week.id);
  const dates = t('listings.week.dates', { from: formatDay(week.fromDate), to: formatDay(week.toDate) });
  const unitType = names.unitType(week.unitTypeId, week.unitTypeName);
  const summary = t('listings.interest.weekSummary', { resort: week.resortName, unitType, dates });

  return (
    <ListingCard
      titleId={titleId}
      media={
        <div ref={viewRef} className="relative">
          <UnitTypePictures week={week} unitType={unitType} priority={priority} />
          {week.verified ? <VerifiedPictureBadge /> : null}
        </div>
      }
      hoverLift
    >
      <WeekCardBody
        week={week}
        names={names}
        titleId={titleId}
        dates={dates}
        audience="travelers"
        facts={
          <>
            <ResortRatingFact resortId={week.resortId} resortName={week.resortName} />
            <OfferedBy week={week} />
            {week.verifiedOn ? <VerifiedExplanation verifiedOn={week.verifiedOn} /> : null}
          </>
        }
        action={
          <div className="grid w-full grid-cols-2 gap-2">
            <ButtonLink to={bookPath(week.id)} aria-describedby={titleId}>
              {t('listings.week.book')}
            </ButtonLink>
            {renderAction?.(week, { titleId, summary })}
          </div>
        }
      />
    </ListingCard>
  );
}

/** Where a week is booked (shared/pages/book-week.ts). */
export const bookPath = (weekId: number) => `/weeks/${weekId}/book`;

/** The words of a week's card, in the public lists and on its owner's dashboard. */
const WEEK_CARD_TEXTS = {
  travelers: {
    location: 'listings.week.locationLabel',
    dates: 'listings.week.datesLabel',
    perWeek: 'listings.week.perWeek',
  },
  owner: {
    location: 'owner.weeks.location',
    dates: 'owner.weeks.datesLabel',
    perWeek: 'owner.weeks.perWeek',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/**
 * What a week's card shows under its pictures, for travelers and for its owner alike: resort and
 * unit type, the location and dates (then any `facts` of the card's own), the price and the action.
 */
export function WeekCardBody({
  week,
  names,
  titleId,
  dates,
  audience,
  facts,
  after,
  action,
}: {
  week: Pick<PublicWeek, 'resortName' | 'unitTypeName' | 'locationName' | 'price'> &
    Partial<Pick<PublicWeek, 'unitTypeId' | 'locationId'>>;
  /** The card's reference names (useReferenceNames, read once by the card). */
  names: ReferenceNames;
  titleId: string;
  /** The dates as the card writes them. */
  dates: string;
  /** Whose card it is: the facts' names (read out) and the word after the price are theirs. */
  audience: keyof typeof WEEK_CARD_TEXTS;
  facts?: ReactNode;
  /** What follows the facts (the owner's card: the week's activity). */
  after?: ReactNode;
  action?: ReactNode;
}) {
  const texts = WEEK_CARD_TEXTS[audience];
  const price = useDollarPriceLines(week.price);
  return (
    <>
      <div className="min-w-0 space-y-0.5">
        <h3 id={titleId} className="truncate text-base leading-snug font-semibold" title={week.resortName}>
          {week.resortName}
        </h3>
        <p className="text-sm font-medium text-primary-hover">
          {names.unitType(week.unitTypeId, week.unitTypeName)}
        </p>
      </div>
      <dl className="grid gap-1.5 text-sm text-muted-foreground">
        <WeekFact icon={MapPin} label={t(texts.location)} truncate>
          {names.location(week.locationId, week.locationName)}
        </WeekFact>
        <WeekFact icon={CalendarDays} label={t(texts.dates)}>
          {dates}
        </WeekFact>
        {facts}
      </dl>
      {after}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <div>
          <p className="flex items-baseline gap-1.5">
            <span className="text-xl font-bold tracking-tight tabular-nums">{price.main}</span>
            <span className="text-sm text-muted-foreground">{t(texts.perWeek)}</span>
          </p>
          <PriceBeside text={price.beside} />
        </div>
        {action}
      </div>
    </>
  );
}

/** One line of a week card's facts: an icon standing for its name (read out), and the value. */
export function WeekFact({
  icon: Icon,
  label,
  truncate = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  truncate?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={truncate ? 'truncate' : undefined}>{children}</dd>
    </div>
  );
}

/** The shape of a card while the first page loads. */
export function WeekCardSkeleton() {
  return (
    <ListingCardSkeleton aria-hidden="true">
      <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
      <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
      <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
      <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
      <div className="flex items-center justify-between border-t border-border pt-4">
        <div className="h-6 w-24 animate-pulse rounded bg-muted" />
        <div className="h-9 w-32 animate-pulse rounded-lg bg-muted" />
      </div>
    </ListingCardSkeleton>
  );
}
