import { useId, useState } from 'react';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { reviewsMessages } from '#src/shared/i18n/en/reviews.ts';
import { useOwnerReviews, useResortReviews } from '../api';
import { RatingLine } from './rating';
import { ReviewList } from './review-list';

registerMessages(reviewsMessages);

const PAGE_SIZE = 10;

/**
 * An owner's reviews for their public profile: the average and count of what guests wrote of
 * their stays with them, and the reviews a page at a time (decision 059).
 */
export function OwnerReviews({ ownerId, title }: { ownerId: number; title?: string }) {
  const [page, setPage] = useState(1);
  const titleId = useId();
  const q = useOwnerReviews(ownerId, page, PAGE_SIZE);
  return (
    <ReviewList
      title={title ?? t('reviews.list.title')}
      titleId={titleId}
      data={q.data}
      isPending={q.isPending}
      isError={q.isError}
      onRetry={() => void q.refetch()}
      page={page}
      onPage={setPage}
    />
  );
}

/** A resort's published guests' reviews, with its average, a page at a time. */
export function ResortReviews({
  resortId,
  title,
  titleHidden,
}: {
  resortId: number;
  title?: string;
  /** Where a dialog's title already names the list. */
  titleHidden?: boolean;
}) {
  const [page, setPage] = useState(1);
  const titleId = useId();
  const q = useResortReviews(resortId, page, PAGE_SIZE);
  return (
    <ReviewList
      titleHidden={titleHidden}
      title={title ?? t('reviews.list.title')}
      titleId={titleId}
      data={q.data}
      isPending={q.isPending}
      isError={q.isError}
      onRetry={() => void q.refetch()}
      page={page}
      onPage={setPage}
    />
  );
}

/** The owner's own average from guests' published reviews, one line for their record on My Dashboard; nothing before the first. */
export function OwnAverageLine({ ownerId }: { ownerId: number }) {
  const q = useOwnerReviews(ownerId, 1, 1);
  if (!q.data || q.data.average === null) return null;
  return (
    <p>
      <span className="font-medium">{t('reviews.owner.average')}:</span>{' '}
      <RatingLine average={q.data.average} count={q.data.count} />
    </p>
  );
}
