import { t } from '#src/client/i18n/index.ts';
import { Spinner } from './spinner';

/**
 * The line above a list of results: its heading for assistive tech (the page's h1, then this h2,
 * then the cards' h3s), the count, announced as it changes, and 'Updating…' while a new search
 * loads. `count` null shows nothing; while the first results load pass a non-breaking space, so
 * the line keeps its height.
 */
export function ResultsHeading({
  heading,
  headingId,
  count,
  countId,
  updating,
}: {
  heading: string;
  headingId?: string;
  count: string | null;
  countId?: string;
  updating: boolean;
}) {
  return (
    <div className="flex min-h-6 flex-wrap items-center justify-between gap-3">
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <p id={countId} className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {count}
      </p>
      {updating ? (
        <span className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" />
          {t('listings.updating')}
        </span>
      ) : null}
    </div>
  );
}
