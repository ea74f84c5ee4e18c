import { type MessageKey, t, translateMessageText } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';

/**
 * Which of the payment messages a failure shows. Kept apart from the components so
 * that every branch is tested, including the ones a healthy server never takes.
 */

/** Creating the intent failed: a refused selection, a refusal with the server's reason, or a failure to start. */
export function intentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return t('payments.checkout.invalidSelection');
  if (error instanceof ApiError && [404, 409, 429].includes(error.status)) return errorMessage(error);
  return t('payments.checkout.initFailed');
}

/** Whether trying again may help (a refusal stays a refusal). */
export const intentErrorRetryable = (error: unknown) =>
  !(error instanceof ApiError && [400, 404, 409].includes(error.status));

/** The test card confirm call itself failed (not a decline): our server, or anything else. */
export function confirmErrorMessage(error: unknown): string {
  // A refusal (already paid, too many attempts) has its own sentence.
  if (error instanceof ApiError && (error.status === 409 || error.status === 429)) return errorMessage(error);
  return error instanceof ApiError ? t('payments.checkout.processFailed') : t('payments.checkout.unexpected');
}

type DeclineKey = Extract<MessageKey, `payments.decline.${string}`>;

/** Stripe's decline and card error codes, worded in the reader's language. */
const DECLINES: Record<string, DeclineKey> = {
  card_declined: 'payments.decline.cardDeclined',
  generic_decline: 'payments.decline.cardDeclined',
  do_not_honor: 'payments.decline.cardDeclined',
  insufficient_funds: 'payments.decline.insufficientFunds',
  expired_card: 'payments.decline.expiredCard',
  incorrect_cvc: 'payments.decline.incorrectCvc',
  invalid_cvc: 'payments.decline.incorrectCvc',
  processing_error: 'payments.decline.processingError',
  invalid_expiry_year: 'payments.decline.invalidExpiryYear',
  incorrect_number: 'payments.decline.incorrectNumber',
  invalid_number: 'payments.decline.incorrectNumber',
  test_card_required: 'payments.decline.testCardRequired',
};

/** A declined card: our text for its code, else the provider's words through the messages table. */
export function declineMessage(code: string | null | undefined, message: string | null | undefined): string {
  const key = code ? DECLINES[code] : undefined;
  if (key) return t(key);
  return message ? translateMessageText(message) : t('payments.checkout.unexpected');
}

/**
 * Stripe.js's confirmPayment error: a card or form problem is worded from its code (Stripe's own
 * words, in the locale the Payment Element was given, for codes we do not know); others are unexpected.
 */
export function stripeErrorMessage(error: {
  type?: string;
  message?: string;
  code?: string;
  decline_code?: string;
}): string {
  if ((error.type === 'card_error' || error.type === 'validation_error') && error.message)
    return declineMessage(error.decline_code ?? error.code, error.message);
  return t('payments.checkout.unexpected');
}

/** Creating a payment link failed: the server's sentence when it gave one (4xx), else nothing more. */
export function linkErrorDescription(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 ? errorMessage(error) : undefined;
}
