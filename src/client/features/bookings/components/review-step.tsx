import { ExternalLink, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Checkbox } from '#src/client/components/ui/checkbox.tsx';
import { FieldError } from '#src/client/components/ui/form-field.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { WaitNote } from '#src/client/features/payments/components/delayed-step.tsx';
import { MethodChoice } from '#src/client/features/payments/components/method-choice.tsx';
import { t, translateMessageText } from '#src/client/i18n/index.ts';
import { BOOKING_MIN_LEAD_HOURS } from '#src/shared/bookings/rules.ts';
import { type BookingQuote, createBookingInput } from '#src/shared/contracts/bookings.ts';
import { centsOf } from '#src/shared/money/money.ts';
import {
  DELAYED_METHODS,
  type DelayedMethod,
  isDelayed,
  type PaymentMethod,
  tooCloseFor,
  windowHours,
} from '#src/shared/payments/methods.ts';
import type { GuestsValues } from './guests-form';
import { CancellationRules } from './stay-summary';

/** The guests named, the lead guest first and marked. */
export function GuestList({ guests }: { guests: { firstName: string; lastName: string }[] }) {
  return (
    <ol className="grid gap-1.5 text-sm">
      {guests.map((g, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the order is the list
        <li key={i} className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium" data-owner-text>
            {g.firstName} {g.lastName}
          </span>
          {i === 0 ? (
            <span className="text-xs text-muted-foreground">{t('bookings.guests.leadMark')}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The methods the server would refuse for this week, and why: OXXO and SPEI hold the week for
 * their whole window, which must end before booking closes (shared/payments/methods.ts).
 */
function tooCloseReasons(checkInAt: string, now: Date): Partial<Record<DelayedMethod, string>> {
  const reasons: Partial<Record<DelayedMethod, string>> = {};
  for (const method of DELAYED_METHODS)
    if (tooCloseFor(method, new Date(checkInAt), now, BOOKING_MIN_LEAD_HOURS))
      reasons[method] = t('mxpay.method.tooClose', { hours: BOOKING_MIN_LEAD_HOURS + windowHours(method) });
  return reasons;
}

/**
 * Step two: who stays (to edit), the cancellation rule with its dates, the note, how to pay (card,
 * OXXO or SPEI), and the Guest Agreement to accept before the week is held and the payment opens.
 */
export function ReviewStep({
  quote,
  guests,
  pending,
  method,
  onMethod,
  onEdit,
  onConfirm,
}: {
  quote: BookingQuote;
  guests: GuestsValues;
  pending: boolean;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  onEdit: () => void;
  onConfirm: () => void;
}) {
  const checkboxId = useId();
  const [now] = useState(() => new Date());
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        // The server's own rule and its message, in the reader's language.
        const check = createBookingInput.shape.acceptAgreement.safeParse(accepted);
        if (!check.success) {
          setError(translateMessageText(check.error.issues[0].message));
          document.getElementById(checkboxId)?.focus();
          return;
        }
        onConfirm();
      }}
    >
      <section aria-labelledby="review-guests" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="review-guests" className="font-semibold">
            {t('bookings.guests.title')}
          </h3>
          <Button variant="link" size="sm" onClick={onEdit} disabled={pending}>
            <Pencil aria-hidden="true" />
            {t('bookings.book.edit')}
          </Button>
        </div>
        <GuestList guests={[guests.leadGuest, ...guests.guests]} />
        {guests.note ? (
          <div className="text-sm">
            <p className="font-medium">{t('bookings.detail.note')}</p>
            <p className="whitespace-pre-line text-muted-foreground" data-owner-text>
              {guests.note}
            </p>
          </div>
        ) : null}
      </section>
      <CancellationRules stay={quote} lateRefundPercent={quote.lateRefundPercent} />
      <div className="grid gap-3">
        <MethodChoice
          usdCents={centsOf(quote.total)}
          value={method}
          onChange={onMethod}
          unavailable={tooCloseReasons(quote.checkInAt, now)}
        />
        {isDelayed(method) ? <WaitNote what="booking" /> : null}
      </div>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={checkboxId}
            checked={accepted}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${checkboxId}-error` : undefined}
            onCheckedChange={(checked) => {
              setAccepted(checked === true);
              if (checked === true) setError(null);
            }}
            className="mt-0.5"
          />
          <label htmlFor={checkboxId} className="text-sm leading-snug">
            {t('bookings.stay.accept')}{' '}
            <a
              href="/guest-agreement"
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-medium text-primary-hover underline underline-offset-2"
            >
              {t('bookings.stay.agreement')}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('bookings.stay.newTab')}</span>
            </a>
          </label>
        </div>
        <FieldError id={checkboxId}>{error}</FieldError>
      </div>
      <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
        {pending ? (
          <>
            <Spinner className="text-current" />
            {t('bookings.book.holding')}
          </>
        ) : (
          t('bookings.book.toPayment')
        )}
      </Button>
    </form>
  );
}
