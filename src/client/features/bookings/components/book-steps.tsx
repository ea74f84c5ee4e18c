import { Check } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';

export const BOOK_STEPS = ['guests', 'review', 'pay'] as const;
export type BookStep = (typeof BOOK_STEPS)[number];

const LABELS = {
  guests: 'bookings.book.stepGuests',
  review: 'bookings.book.stepReview',
  pay: 'bookings.book.stepPay',
} as const;

/** The three steps of booking on one page, the current one marked for assistive technology too. */
export function BookSteps({ current }: { current: BookStep }) {
  const at = BOOK_STEPS.indexOf(current);
  return (
    <ol aria-label={t('bookings.book.steps')} className="grid grid-cols-3 gap-2 text-xs sm:text-sm">
      {BOOK_STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === at ? 'step' : undefined}
          className={cn(
            'flex items-center gap-2 border-t-4 pt-2 font-medium',
            i < at && 'border-primary text-foreground',
            i === at && 'border-primary text-primary-hover',
            i > at && 'border-border text-muted-foreground',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'grid size-6 shrink-0 place-content-center rounded-full text-xs font-bold',
              i <= at ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
            )}
          >
            {i < at ? <Check className="size-3.5" /> : i + 1}
          </span>
          <span className="min-w-0">{t(LABELS[step])}</span>
        </li>
      ))}
    </ol>
  );
}
