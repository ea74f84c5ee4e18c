import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { Eyebrow } from '#src/client/components/ui/page-heading.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { paymentPagePath } from '#src/client/features/payments/api.ts';
import { OfferedByOwner } from '#src/client/features/verification/components/offered-by-owner.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import { bookingsMessages } from '#src/shared/i18n/en/bookings.ts';
import { mxPaymentsMessages } from '#src/shared/i18n/en/mx-payments.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import type { PaymentMethod } from '#src/shared/payments/methods.ts';
import { useBookingQuote, useCreateBooking } from '../api';
import {
  BookSkeleton,
  WeekLoadFailed,
  WeekNotFound,
  WeekTaken,
  WeekUnavailable,
} from '../components/book-states';
import { type BookStep, BookSteps } from '../components/book-steps';
import { type BookingHold, BookingPayment } from '../components/booking-payment';
import { GuestsForm, type GuestsValues } from '../components/guests-form';
import { ReviewStep } from '../components/review-step';
import { StaySummary } from '../components/stay-summary';
import { reasonKey } from '../lib/reasons';
import { idFrom } from '../lib/route-id';

registerMessages(bookingsMessages);
registerMessages(paymentsMessages);
registerMessages(mxPaymentsMessages);

/**
 * /weeks/:id/book: who stays, then the stay with its rules and the Guest Agreement, then the
 * payment while the week is held for 15 minutes (decision 056). A paid booking opens its own page.
 */
export function BookWeekPage() {
  const weekId = idFrom(useParams().id);
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="space-y-3">
          <ButtonLink to="/all-weeks" variant="link" icon={ArrowLeft}>
            {t('bookings.book.back')}
          </ButtonLink>
          <Eyebrow>{t('bookings.book.eyebrow')}</Eyebrow>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('bookings.book.title')}</h1>
        </header>
        {weekId === undefined ? <WeekNotFound /> : <BookWeek weekId={weekId} />}
      </div>
    </div>
  );
}

const STEP_TITLES = {
  guests: 'bookings.book.stepGuests',
  review: 'bookings.book.stepReview',
  pay: 'bookings.book.stepPay',
} as const;

function BookWeek({ weekId }: { weekId: number }) {
  const quote = useBookingQuote(weekId);
  const create = useCreateBooking();
  const [step, setStep] = useState<BookStep>('guests');
  const [guests, setGuests] = useState<GuestsValues>();
  const [hold, setHold] = useState<BookingHold>();
  const [taken, setTaken] = useState<string>();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each new step takes the focus to its heading, so a keyboard or screen reader starts there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  if (quote.isPending) return <BookSkeleton />;
  if (quote.isError) {
    if (quote.error instanceof ApiError && quote.error.status === 404) return <WeekNotFound />;
    return <WeekLoadFailed onRetry={() => void quote.refetch()} />;
  }
  if (taken) return <WeekTaken message={taken} />;
  // Once held, the quote's answer no longer matters: this person's hold is being paid.
  if (!quote.data.available && !hold) return <WeekUnavailable reason={t(reasonKey(quote.data.reason))} />;

  const holdWeek = () => {
    if (!guests) return;
    create.mutate(
      { weekId, ...guests, acceptAgreement: true, method },
      {
        onSuccess: (answer) => {
          // OXXO or SPEI: the week is held for the voucher's window, shown on the voucher's own page.
          if (answer.method !== 'card') {
            navigate(paymentPagePath(answer.paymentIntentId, answer.clientSecret));
            return;
          }
          setHold(answer);
          setStep('pay');
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
            setTaken(errorMessage(error));
            return;
          }
          toast({
            variant: 'destructive',
            title: t('bookings.book.holdFailed'),
            description: errorMessage(error),
            cause: error,
          });
        },
      },
    );
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <section
        aria-labelledby="book-step-title"
        className="order-2 grid gap-6 rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-8 lg:order-1"
      >
        <BookSteps current={step} />
        <h2
          id="book-step-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight outline-none sm:text-2xl"
        >
          {t(STEP_TITLES[step])}
        </h2>
        {step === 'guests' ? (
          <GuestsForm
            maxOccupancy={quote.data.maxOccupancy}
            defaultValues={guests}
            onSubmit={(values) => {
              setGuests(values);
              setStep('review');
            }}
          />
        ) : null}
        {step === 'review' && guests ? (
          <ReviewStep
            quote={quote.data}
            guests={guests}
            pending={create.isPending}
            method={method}
            onMethod={setMethod}
            onEdit={() => setStep('guests')}
            onConfirm={holdWeek}
          />
        ) : null}
        {step === 'pay' && hold ? (
          <BookingPayment
            hold={hold}
            onAgain={() => {
              setHold(undefined);
              setStep('review');
              void quote.refetch();
            }}
          />
        ) : null}
      </section>
      {/* On a phone the stay is read before accepting; while paying, the card form comes first. */}
      <aside className={step === 'review' ? 'order-1 space-y-3 lg:order-2' : 'order-3 space-y-3 lg:order-2'}>
        <StaySummary stay={quote.data} guests={guests ? 1 + guests.guests.length : undefined} />
        <OfferedByOwner ownerId={quote.data.ownerId} />
      </aside>
    </div>
  );
}
