import { Star } from 'lucide-react';
import { useId } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { REVIEW_STARS_MAX } from '#src/shared/reviews/rules.ts';

/** A review's stars as drawn (read out as 'n of 5 stars'). */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={t('reviews.list.stars', { n: value })}
      className={cn('inline-flex gap-0.5', className)}
    >
      {Array.from({ length: REVIEW_STARS_MAX }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}

const WORDS = [
  'reviews.stars.1',
  'reviews.stars.2',
  'reviews.stars.3',
  'reviews.stars.4',
  'reviews.stars.5',
] as const;

/**
 * The star input: five native radio buttons in a fieldset, so arrow keys move between them and a
 * screen reader reads '4 of 5 stars: good'; each drawn as a star, filled up to the chosen one.
 */
export function StarInput({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: number | undefined;
  onChange: (n: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined} className="grid gap-1.5">
      <legend className="text-sm font-medium">{t('reviews.card.stars')}</legend>
      <div className="flex items-center gap-1">
        {WORDS.map((word, i) => {
          const n = i + 1;
          const id = `${name}-${n}`;
          return (
            <span key={word} className="relative">
              <input
                id={id}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <label
                htmlFor={id}
                className="flex size-11 cursor-pointer items-center justify-center rounded-lg peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
              >
                <Star
                  aria-hidden="true"
                  className={cn(
                    'size-8 transition-colors',
                    value !== undefined && n <= value
                      ? 'fill-amber-400 text-amber-500'
                      : 'text-muted-foreground/50',
                  )}
                />
                <span className="sr-only">{t('reviews.card.starValue', { n, word: t(word) })}</span>
              </label>
            </span>
          );
        })}
        {value !== undefined ? (
          <span className="ms-2 text-sm text-muted-foreground" aria-hidden="true">
            {t(WORDS[value - 1])}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
