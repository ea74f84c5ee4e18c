import { Star } from 'lucide-react';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { reviewsMessages } from '#src/shared/i18n/en/reviews.ts';
import { useResortRatings } from '../api';

registerMessages(reviewsMessages);

/** '4.7 ★ (23 stays)' in the reader's language, with the full sentence for screen readers. */
export function RatingLine({
  average,
  count,
  star = true,
}: {
  average: number;
  count: number;
  /** False where a drawn star stands beside it already. */
  star?: boolean;
}) {
  const shown = average.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <span aria-hidden="true">
        {star
          ? count === 1
            ? t('reviews.rating.shortOne', { average: shown })
            : t('reviews.rating.short', { average: shown, count })
          : count === 1
            ? t('reviews.rating.plainOne', { average: shown })
            : t('reviews.rating.plain', { average: shown, count })}
      </span>
      <span className="sr-only">
        {count === 1
          ? t('reviews.rating.labelOne', { average: shown })
          : t('reviews.rating.label', { average: shown, count })}
      </span>
    </span>
  );
}

/** A resort's average from real stays, or nothing when it has no published review (or while it loads). */
export function ResortRating({ resortId, className }: { resortId: number; className?: string }) {
  const rating = useResortRatings().data?.items.find((r) => r.resortId === resortId);
  if (!rating) return null;
  return (
    <p className={className ?? 'text-sm font-medium'}>
      <RatingLine average={rating.average} count={rating.count} />
    </p>
  );
}

/** A week card's line of its resort's average (a fact of the card's list), or nothing when there is none. */
export function ResortRatingFact({ resortId }: { resortId: number }) {
  const rating = useResortRatings().data?.items.find((r) => r.resortId === resortId);
  if (!rating) return null;
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Star className="size-4 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />
        <span className="sr-only">{t('reviews.list.title')}</span>
      </dt>
      <dd className="font-medium text-foreground">
        <RatingLine average={rating.average} count={rating.count} star={false} />
      </dd>
    </div>
  );
}
