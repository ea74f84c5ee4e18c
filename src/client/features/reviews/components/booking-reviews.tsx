import { useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import type { BookingReview, BookingReviews as Reviews } from '#src/shared/contracts/reviews.ts';
import { reviewsMessages } from '#src/shared/i18n/en/reviews.ts';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN } from '#src/shared/reviews/rules.ts';
import { useBookingReviews, useWriteReview } from '../api';
import { StarInput, Stars } from './stars';

registerMessages(reviewsMessages);

const card = 'grid gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-6';

/**
 * The booking page's reviews (decision 059), for its guest or owner once the stay is completed:
 * the form while this side may write, then "saved, published when…", then both reviews.
 */
export function BookingReviews({ bookingId }: { bookingId: number }) {
  const query = useBookingReviews(bookingId);
  if (query.isPending) return <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-muted" />;
  if (query.isError)
    return (
      <section className={card} aria-label={t('reviews.card.title')}>
        <p role="alert" className="text-sm">
          {t('reviews.card.loadFailed')}
        </p>
        <div>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('reviews.card.retry')}
          </Button>
        </div>
      </section>
    );
  const r = query.data;
  const name = r.otherName || t('reviews.card.someone');
  const titleId = `reviews-${bookingId}`;
  const title = r.canWrite
    ? t(r.side === 'guest' ? 'reviews.card.titleGuest' : 'reviews.card.titleOwner')
    : t('reviews.card.title');
  return (
    <section id="reviews" aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {r.closesAt === null ? (
        <p className="text-sm text-muted-foreground">{t('reviews.card.notOpen', { name })}</p>
      ) : r.canWrite ? (
        <ReviewForm bookingId={bookingId} reviews={r} name={name} />
      ) : (
        <Written reviews={r} name={name} />
      )}
    </section>
  );
}

function Written({ reviews: r, name }: { reviews: Reviews; name: string }) {
  const closes = r.closesAt ? formatInstantDay(r.closesAt) : '';
  return (
    <div className="grid gap-5">
      {r.mine && !r.mine.publishedAt ? (
        <p role="status" className="rounded-lg bg-muted px-3 py-2 text-sm">
          {t('reviews.card.saved', { name, date: closes })}
        </p>
      ) : null}
      {!r.mine && !r.publishedAt ? (
        <p className="text-sm text-muted-foreground">
          {/* Still open but not writable: the stay is on hold while a problem is looked at. */}
          {r.closesAt && Date.now() < Date.parse(r.closesAt)
            ? t('reviews.card.waiting')
            : t('reviews.card.closed')}
        </p>
      ) : null}
      {r.mine ? <ReviewBlock heading={t('reviews.card.yours')} review={r.mine} /> : null}
      {r.theirs ? (
        <ReviewBlock
          heading={t(r.side === 'guest' ? 'reviews.card.theirsAboutGuest' : 'reviews.card.theirsAboutStay', {
            name,
          })}
          review={r.theirs}
        />
      ) : r.publishedAt ? (
        <p className="text-sm text-muted-foreground">{t('reviews.card.theirsNone', { name })}</p>
      ) : null}
    </div>
  );
}

function ReviewBlock({ heading, review }: { heading: string; review: BookingReview }) {
  return (
    <article className="grid gap-1.5">
      <h3 className="text-sm font-semibold">{heading}</h3>
      <Stars value={review.stars} />
      <p className="text-sm whitespace-pre-line break-words" data-owner-text>
        {review.body}
      </p>
      {review.publishedAt ? (
        <p className="text-xs text-muted-foreground">
          {t('reviews.card.publishedOn', { date: formatInstantDay(review.publishedAt) })}
        </p>
      ) : null}
    </article>
  );
}

function ReviewForm({ bookingId, reviews: r, name }: { bookingId: number; reviews: Reviews; name: string }) {
  const id = useId();
  const [stars, setStars] = useState<number>();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<{ field: 'stars' | 'body'; text: string }>();
  const write = useWriteReview(bookingId);
  const closes = r.closesAt ? formatInstantDay(r.closesAt) : '';
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (stars === undefined) return setProblem({ field: 'stars', text: t('reviews.card.chooseStars') });
    if (body.trim().length < REVIEW_BODY_MIN)
      return setProblem({ field: 'body', text: t('reviews.card.tooShort', { min: REVIEW_BODY_MIN }) });
    write.mutate(
      { stars, body: body.trim() },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            setProblem({ field: 'body', text: errorMessage(error) });
            return;
          }
          toast({
            variant: 'destructive',
            title: t('reviews.card.failed'),
            description: errorMessage(error),
            cause: error,
          });
        },
      },
    );
  };
  const starsError = problem?.field === 'stars' ? `${id}-stars-error` : undefined;
  const bodyError = problem?.field === 'body' ? `${id}-body-error` : undefined;
  return (
    <form noValidate onSubmit={send} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t(r.side === 'guest' ? 'reviews.card.introGuest' : 'reviews.card.introOwner', {
          name,
          date: closes,
        })}
      </p>
      <div className="grid gap-1">
        <StarInput
          value={stars}
          onChange={(n) => {
            setStars(n);
            if (problem?.field === 'stars') setProblem(undefined);
          }}
          invalid={!!starsError}
          describedBy={starsError}
        />
        {starsError ? (
          <p id={starsError} role="alert" className="text-sm font-medium text-destructive">
            {problem?.text}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-body`} className="text-sm font-medium">
          {t('reviews.card.text')}
        </label>
        <Textarea
          id={`${id}-body`}
          value={body}
          rows={5}
          maxLength={REVIEW_BODY_MAX}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={`${id}-counter${bodyError ? ` ${bodyError}` : ''}`}
          onChange={(e) => {
            setBody(e.target.value);
            if (problem?.field === 'body') setProblem(undefined);
          }}
        />
        <p id={`${id}-counter`} className="text-xs text-muted-foreground tabular-nums">
          {t('reviews.card.counter', {
            count: body.trim().length,
            max: REVIEW_BODY_MAX,
            min: REVIEW_BODY_MIN,
          })}
        </p>
        {bodyError ? (
          <p id={bodyError} role="alert" className="text-sm font-medium text-destructive">
            {problem?.text}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={write.isPending} aria-busy={write.isPending || undefined}>
          {write.isPending ? <Spinner className="text-current" /> : null}
          {write.isPending ? t('reviews.card.sending') : t('reviews.card.submit')}
        </Button>
      </div>
    </form>
  );
}
