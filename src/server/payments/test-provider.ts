import { createHmac, randomBytes } from 'node:crypto';
import { clabe } from 'clabe-validator';
import type { DelayedMethod, PaymentInstructions } from '#src/shared/payments/methods.ts';
import type {
  CreateIntentInput,
  CreateLinkInput,
  PaymentProvider,
  ProviderIntent,
  ProviderLink,
  ProviderRefund,
  RefundInput,
  TransferInput,
} from './provider';
import { intentIdFromSecret, sameText } from './provider';

/**
 * The usual test cards (the numbers Stripe documents for its own test mode), so the checkout of a
 * fresh install behaves like Stripe's: these succeed, these decline with Stripe's message.
 */
const SUCCEEDING_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '378282246310005',
]);
/** Stripe's decline codes with Stripe's words: the page shows its own text for the code. */
const DECLINES: Record<string, CardDecline> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

export interface CardDecline {
  code: string;
  message: string;
}

export interface TestCard {
  /** Digits only. */
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

/** What the test processor says about a card: null for an approval, else the decline. */
export function testCardDecline(card: TestCard, now = new Date()): CardDecline | null {
  const [mm, yy] = card.expiry.split('/').map((part) => Number(part.trim()));
  // Valid through the last day of the printed month.
  if (new Date(Date.UTC(2000 + yy, mm, 1)) <= now)
    return { code: 'invalid_expiry_year', message: "Your card's expiration year is in the past." };
  if (!luhn(card.cardNumber)) return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  if (SUCCEEDING_CARDS.has(card.cardNumber)) return null;
  return (
    DECLINES[card.cardNumber] ?? {
      code: 'test_card_required',
      message: 'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.',
    }
  );
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The built-in provider: no network, no state of its own. The payments table is the record (the
 * service writes it exactly as for Stripe); a client secret is the intent id plus an HMAC of it,
 * so the confirm and status calls can prove they hold the secret the checkout was given.
 */
export function testProvider(secret: string): PaymentProvider {
  const sign = (id: string) => createHmac('sha256', secret).update(`test-intent:${id}`).digest('base64url');
  const secretFor = (id: string) => `${id}_secret_${sign(id)}`;
  const derive = (what: string) => createHmac('sha256', secret).update(what).digest('hex').slice(0, 24);
  const idFor = (key: string) => `pi_test_${derive(`idem:${key}`)}`;

  return {
    name: 'test',
    publishableKey: null,

    async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
      // Derived from the idempotency key: the same key gives the same intent, as with Stripe.
      const id = idFor(input.idempotencyKey);
      const delayed = input.delayed;
      return {
        ...(delayed
          ? {
              instructions: testInstructions(delayed.method, derive(`delayed:${input.idempotencyKey}`)),
              expiresAt: delayed.expiresAt,
            }
          : {}),
        id,
        clientSecret: secretFor(id),
        status: 'pending',
        amountCents: input.amountCents,
        currency: input.currency,
        metadata: { ...input.metadata },
        failureMessage: null,
        chargeId: null,
      };
    },

    // Nothing to stop: the service's record is what says an intent may no longer be paid.
    async cancelIntent() {},

    // The test provider keeps nothing: the service's record is the only truth about its intents.
    async retrieveIntent() {
      return null;
    },

    async createLink(input: CreateLinkInput): Promise<ProviderLink> {
      return { id: input.token, url: input.checkoutUrl };
    },

    // Refunds, transfers and payout accounts move no money here: their ids come from the keys, so
    // a repeated call is the same object, and the booking's ledger is the record (marked TEST).
    async refund(input: RefundInput): Promise<ProviderRefund> {
      return { id: `re_test_${derive(`refund:${input.idempotencyKey}`)}`, status: 'succeeded' };
    },

    async refundStatus() {
      return 'succeeded' as const;
    },

    async transfer(input: TransferInput) {
      return { id: `tr_test_${derive(`transfer:${input.idempotencyKey}`)}` };
    },

    async createPayoutAccount(input: { email: string; idempotencyKey: string }) {
      return { id: `acct_test_${derive(`account:${input.idempotencyKey}`)}`, status: 'active' as const };
    },

    async payoutAccountStatus() {
      return 'active' as const;
    },

    async onboardingLink() {
      return null;
    },

    async authenticate(clientSecret: string) {
      const id = intentIdFromSecret(clientSecret);
      return id && sameText(secretFor(id), clientSecret) ? { id, remote: null } : null;
    },
  };
}

/** STP, the bank Stripe's own SPEI accounts are at, and Mexico City's plaza: a CLABE that validates. */
const TEST_BANK = { code: 646, name: 'STP', city: 180 };

/**
 * A test voucher or transfer, its numbers from `seed` (hex, derived from the idempotency key): the
 * same checkout shows the same voucher again. The CLABE's check digit is computed by
 * clabe-validator, so it passes any bank's check; the OXXO number is 18 digits, as Stripe's are.
 */
export function testInstructions(method: DelayedMethod, seed: string): PaymentInstructions {
  const digits = BigInt(`0x${seed}`).toString().padStart(30, '0');
  if (method === 'oxxo') return { kind: 'oxxo', number: `9${digits.slice(-17)}`, hostedVoucherUrl: null };
  return {
    kind: 'spei',
    clabe: clabe.calculate(TEST_BANK.code, TEST_BANK.city, Number(digits.slice(-11))),
    bankName: TEST_BANK.name,
    bankCode: String(TEST_BANK.code),
    reference: digits.slice(-7),
    hostedInstructionsUrl: null,
  };
}

/** A random public handle (payment link tokens). */
export const randomToken = () => randomBytes(12).toString('base64url');
