import { describe, expect, it } from 'vitest';
import { loadLocale, registerMessages, setLocale } from '#src/client/i18n/index.ts';
import { ApiError, NetworkError } from '#src/client/lib/api.ts';
import { createPaymentLinkInput } from '#src/shared/contracts/payments.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import {
  confirmErrorMessage,
  declineMessage,
  intentErrorMessage,
  intentErrorRetryable,
  linkErrorDescription,
  stripeErrorMessage,
} from './messages';

registerMessages(paymentsMessages);

const apiError = (status: number, body: Record<string, unknown> = {}) =>
  new ApiError(status, 'Status', JSON.stringify({ code: 'X', ...body }));

describe('the payment messages', () => {
  it('a refused selection, a refusal with its reason, or a failure to start', () => {
    expect(intentErrorMessage(apiError(400, { message: 'amount: too small' }))).toBe(
      'Invalid membership selection. Please try again.',
    );
    expect(intentErrorMessage(apiError(409, { message: 'Your account is already active' }))).toBe(
      'Your account is already active',
    );
    expect(intentErrorMessage(apiError(429, { message: 'Too many attempts. Try again in 9 minutes.' }))).toBe(
      'Too many attempts. Try again in 9 minutes.',
    );
    for (const error of [
      apiError(503, { message: 'down' }),
      apiError(500),
      new NetworkError(new Error('x')),
      'boom',
    ]) {
      expect(intentErrorMessage(error)).toBe('Failed to initialize payment. Please try again.');
      expect(intentErrorRetryable(error)).toBe(true);
    }
    expect(intentErrorRetryable(apiError(400))).toBe(false);
  });

  it('a confirm call that fails on our side, or unexpectedly', () => {
    expect(confirmErrorMessage(apiError(500))).toBe('Failed to process subscription. Please try again.');
    expect(confirmErrorMessage(new TypeError('x'))).toBe('An unexpected error occurred');
    expect(confirmErrorMessage(apiError(409, { message: 'This payment link has already been paid' }))).toBe(
      'This payment link has already been paid',
    );
  });

  it("Stripe's card errors keep Stripe's words; other errors are unexpected", () => {
    expect(stripeErrorMessage({ type: 'card_error', message: 'Your card was declined.' })).toBe(
      'Your card was declined.',
    );
    expect(stripeErrorMessage({ type: 'api_connection_error', message: 'socket hang up' })).toBe(
      'An unexpected error occurred',
    );
  });

  it('a decline is worded from its code in the reader’s language, whatever words the provider used', async () => {
    expect(declineMessage('insufficient_funds', 'Your card has insufficient funds.')).toBe(
      'Your card has insufficient funds.',
    );
    await loadLocale('es');
    setLocale('es');
    try {
      expect(declineMessage('card_declined', 'Your card was declined.')).toBe('Tu tarjeta fue rechazada.');
      expect(
        stripeErrorMessage({
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        }),
      ).toBe('Tu tarjeta fue rechazada.');
      // An unknown code keeps the provider's words, translated where the messages table knows them.
      expect(declineMessage('lost_card', 'Your card was declined.')).toBe('Tu tarjeta fue rechazada.');
      expect(declineMessage(null, "Your card's expiration date is incomplete.")).toBe(
        'La fecha de vencimiento de tu tarjeta está incompleta.',
      );
    } finally {
      setLocale('en');
    }
  });

  it('a refused payment link shows the server sentence; a server failure shows none', () => {
    expect(linkErrorDescription(apiError(401, { message: 'Please sign in to continue' }))).toBe(
      'Please sign in to continue',
    );
    expect(linkErrorDescription(apiError(503, { message: 'Failed to create payment link' }))).toBeUndefined();
  });

  it('the catalogue has every payment text, word for word', () => {
    const texts = Object.values(paymentsMessages);
    for (const text of [
      'Subscribe Now',
      'Complete Your Payment',
      'Pay Now',
      'Failed to initialize payment. Please try again.',
      'Invalid membership selection. Please try again.',
      'Payment Failed',
      'An unexpected error occurred',
      'Failed to process subscription. Please try again.',
      'Payment link copied to clipboard',
      'Failed to copy link',
      'Failed to create payment link',
    ]) {
      expect(texts).toContain(text);
    }
  });
});

describe('the payment link form schema, shared with the server', () => {
  const amountIssue = (amount: unknown) => {
    const result = createPaymentLinkInput.safeParse({ name: 'Gold', description: 'Two owners', amount });
    return result.success ? null : result.error.issues.map((i) => i.message);
  };

  it('takes digits with up to two decimals, as text or number', () => {
    for (const ok of ['1500', '1500.5', '1500.50', '0.99', 250])
      expect(amountIssue(ok), String(ok)).toBeNull();
  });

  it("says 'Amount is required' or 'Invalid amount format', one message each", () => {
    expect(amountIssue('')).toEqual(['Amount is required']);
    expect(amountIssue(undefined)).toEqual(['Amount is required']);
    for (const bad of ['1,500', '1500.555', '$10', '-1', '1e3', '.5', '12.']) {
      expect(amountIssue(bad), bad).toEqual(['Invalid amount format']);
    }
  });
});
