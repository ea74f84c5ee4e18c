import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#src/client/components/ui/button.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { formatPattern } from '#src/client/lib/format-date.ts';
import type { ReviewPage } from '#src/shared/contracts/reviews.ts';
import { reviewsMessages } from '#src/shared/i18n/en/reviews.ts';
import { RatingLine } from './rating';
import { Stars } from './stars';

registerMessages(reviewsMessages);

/** 'March 2027' from a stay's month 'yyyy-MM'. */
const monthOf = (yyyyMm: string) => {
  const [y, m] = yyyyMm.split('-').map(Number);
  return formatPattern(new Date(y, (m ?? 1) - 1, 1), 'LLLL yyyy');
};

/**
 * A page of published reviews with their average and count: loading, failed and empty states,
 * and the server's pages stepped through with Previous and Next.
 */
export function ReviewList({
  title,
  titleHidden = false,
  titleId,
  data,
  isPending,
  isError,
  onRetry,
  page,
  onPage,
}: {
  title: string;
  titleHidden?: boolean;
  titleId: string;
  data: ReviewPage | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
}) {
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className={titleHidden ? 'sr-only' : 'text-lg font-semibold'}>
          {title}
        </h2>
        {data?.average != null ? (
          <p className="text-sm font-medium">
            <RatingLine average={data.average} count={data.count} />
          </p>
        ) : null}
      </div>
      {isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('reviews.list.loading')}
        </p>
      ) : isError ? (
        <div className="grid gap-2">
          <p role="alert" className="text-sm">
            {t('reviews.list.loadFailed')}
          </p>
          <div>
            <Button variant="outline" onClick={onRetry}>
              {t('reviews.card.retry')}
            </Button>
          </div>
        </div>
      ) : !data || data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('reviews.list.none')}</p>
      ) : (
        <>
          <ul className="grid gap-4">
            {data.items.map((r) => (
              <li key={r.id} className="grid gap-1.5 border-b border-border pb-4 last:border-b-0">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Stars value={r.stars} />
                  <span className="text-sm font-medium">{r.reviewer || t('reviews.list.formerGuest')}</span>
                  <span className="text-xs text-muted-foreground">
                    {t('reviews.list.stayed', { month: monthOf(r.stayMonth) })}
                  </span>
                </div>
                <p className="text-sm whitespace-pre-line break-words" data-owner-text>
                  {r.body}
                </p>
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav className="flex items-center justify-between gap-2" aria-label={title}>
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                <ChevronLeft aria-hidden="true" />
                {t('listings.pagination.previous')}
              </Button>
              <span className="text-sm text-muted-foreground tabular-nums">
                {page} / {pageCount}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pageCount}
                onClick={() => onPage(page + 1)}
              >
                {t('listings.pagination.next')}
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
