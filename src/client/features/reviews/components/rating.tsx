import { registerMessages, t } from '#src/client/i18n/index.ts';
import { groupDigits } from '#src/shared/digits.ts';
import { reviewsMessages } from '#src/shared/i18n/en/reviews.ts';

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
  // Written without Intl, as the site's numbers are (lib/format.ts): the same on the server's drawing and in the browser.
  const shown = groupDigits(average, 1, 1);
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
