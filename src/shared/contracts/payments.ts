import { z } from 'zod';
import { MEMBERSHIP_TIERS, PAYMENT_LINK_MAX_AMOUNT, TEXT_LIMITS } from '../constants';
import { groupDigits } from '../digits';
import { PAYMENT_METHODS } from '../payments/methods';
import { id, text } from './common';
import { browseDepthIssue, pageNumber, pageOf, pageSizeUpTo, withinBrowseDepth } from './paging';

export const tierId = z.enum(MEMBERSHIP_TIERS.map((tier) => tier.id) as ['silver', 'gold', 'platinum']);

/** The membership tier with this id (`MEMBERSHIP_TIERS`), or undefined. */
export const findTier = (id: string | null | undefined) => MEMBERSHIP_TIERS.find((tier) => tier.id === id);

/**
 * POST /api/create-payment-intent. `amount` is what the browser believes the price is;
 * the server charges its own price table and refuses a mismatch. `link` pays a custom payment link
 * instead of a tier (test mode's own checkout).
 */
export const paymentMethod = z.enum(PAYMENT_METHODS, { error: 'Choose how to pay: card, OXXO or SPEI' });

/** Who pays an OXXO voucher or a SPEI transfer without an account (a payment link): printed on the voucher. */
export const delayedPayer = z.object({
  name: text().trim().min(1, 'Enter the name of who pays').max(TEXT_LIMITS.shortText),
  email: text().trim().max(TEXT_LIMITS.email).pipe(z.email('Invalid email address')),
});

export const createPaymentIntentInput = z
  .object({
    amount: z.coerce.number({ error: 'Invalid membership selection. Please try again.' }).positive(),
    tier: text().trim().toLowerCase().max(20).optional(),
    link: text().trim().max(64).optional(),
    /** Card (the default), or OXXO / SPEI in pesos at the site's rate (decision 064). */
    method: paymentMethod.default('card'),
    payer: delayedPayer.optional(),
  })
  .refine((v) => !!v.tier !== !!v.link, { message: 'Invalid membership selection. Please try again.' });

export const createPaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  method: paymentMethod,
});

/** An OXXO voucher or SPEI transfer's details (shared/payments/methods.ts). */
export const paymentInstructions = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('oxxo'), number: z.string(), hostedVoucherUrl: z.string().nullable() }),
  z.object({
    kind: z.literal('spei'),
    clabe: z.string(),
    bankName: z.string(),
    bankCode: z.string(),
    reference: z.string(),
    hostedInstructionsUrl: z.string().nullable(),
  }),
]);

/**
 * What a peso purchase asks of its payer, fixed at its creation: the pesos (amountCents, mxn), the
 * dollar price and the rate they came from, when it lapses, and the voucher or the transfer.
 */
export const delayedPayment = z.object({
  usdAmountCents: z.number().int(),
  /** Pesos per dollar, as text with four decimals ('17.2345'). */
  rate: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  instructions: paymentInstructions.nullable(),
  /** The OXXO number as a Code 128 barcode (an SVG document), for the cashier's scanner. */
  barcodeSvg: z.string().nullable(),
});
export type DelayedPayment = z.infer<typeof delayedPayment>;
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;

/**
 * GET /api/payments/config: which provider the checkout talks to, and whether payments are taken:
 * 'stripe', 'test' (the built-in test provider, no money moves) or 'off' (a public site without
 * Stripe keys refuses payments; decision 010).
 */
export const paymentsConfigResponse = z.object({
  provider: z.enum(['stripe', 'test']),
  publishableKey: z.string().nullable(),
  mode: z.enum(['stripe', 'test', 'off']),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigResponse>;

const cardDigits = (s: string) => s.replace(/[\s-]/g, '');

/** POST /api/payments/test/confirm: the built-in provider's card form (test mode only). */
export const testConfirmInput = z.object({
  clientSecret: text().min(1).max(200),
  cardNumber: text()
    .max(100, 'Your card number is invalid.')
    .transform(cardDigits)
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expiry: text()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type TestConfirmInput = z.input<typeof testConfirmInput>;

const paymentStatus = z.enum(['pending', 'succeeded', 'failed', 'canceled']);

export const testConfirmResponse = z.object({
  status: paymentStatus,
  message: z.string().nullable(),
  /** Stripe's decline code ('card_declined', 'insufficient_funds'…): the page words it in its language. */
  declineCode: z.string().nullable(),
});

/** GET /api/payments/status: the recorded status, for the return page (never the URL's word for it). */
export const paymentStatusQuery = z.object({
  payment_intent: text().min(1).max(200),
  payment_intent_client_secret: text().min(1).max(300),
});

export const paymentStatusResponse = z.object({
  status: paymentStatus,
  tier: tierId.nullable(),
  linkName: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
  method: paymentMethod,
  /** The booking this payment holds a week for, if any (its page says the rest). */
  bookingId: z.number().int().nullable(),
  /** Set for OXXO and SPEI. */
  delayed: delayedPayment.nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

/** A payment link's amount: digits with up to two decimals. */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** POST /api/create-custom-payment-link (docs/product.md, Membership and payments). */
export const createPaymentLinkInput = z.object({
  name: text({ error: 'Membership name is required' })
    .trim()
    .min(1, 'Membership name is required')
    .max(TEXT_LIMITS.shortText, `Membership name must be at most ${TEXT_LIMITS.shortText} characters`),
  description: text({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(TEXT_LIMITS.longText, `Description must be at most ${TEXT_LIMITS.longText} characters`),
  // Older clients send a number; the rule is the same on its decimal text.
  amount: z
    .union([text().max(100, 'Invalid amount format'), z.number()], { error: 'Amount is required' })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'Amount is required', abort: true })
        .regex(AMOUNT_PATTERN, { error: 'Invalid amount format', abort: true })
        .refine((s) => Number(s) > 0, 'Amount must be greater than 0')
        .refine(
          (s) => Number(s) <= PAYMENT_LINK_MAX_AMOUNT,
          `Amount must be at most ${groupDigits(PAYMENT_LINK_MAX_AMOUNT)}`,
        ),
    ),
});
export type CreatePaymentLinkInput = z.input<typeof createPaymentLinkInput>;

export const paymentLink = z.object({
  id: z.number().int(),
  token: z.string(),
  url: z.string(),
  name: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['active', 'paid']),
  provider: z.enum(['stripe', 'test']),
  /** Made by the built-in test provider: paying it moves no money. */
  test: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentLink = z.infer<typeof paymentLink>;

export const createPaymentLinkResponse = paymentLink;

export const pageQuery = z
  .object({
    page: pageNumber().default(1),
    pageSize: pageSizeUpTo(100).default(20),
  })
  .refine(withinBrowseDepth, browseDepthIssue);

export const paymentLinkList = pageOf(paymentLink);
export type PaymentLinkList = z.infer<typeof paymentLinkList>;

/** GET /api/payment-links/:token: what a payer sees of a link before paying it. */
export const publicPaymentLink = paymentLink.pick({
  name: true,
  description: true,
  amountCents: true,
  currency: true,
  status: true,
});
export type PublicPaymentLink = z.infer<typeof publicPaymentLink>;

/** GET /api/payments/memberships: the paid tier of each account, for the staff who activate accounts. */
export const membershipsQuery = pageQuery.extend({
  userId: id().optional(),
});

export const paidMembership = z.object({
  userId: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  active: z.boolean(),
  tier: tierId,
  amountCents: z.number().int(),
  currency: z.string(),
  provider: z.enum(['stripe', 'test']),
  /** Paid through the built-in test provider: no money moved, though the payment activated the account as a real one does. */
  test: z.boolean(),
  paidAt: z.string(),
});
export type PaidMembership = z.infer<typeof paidMembership>;

export const membershipList = pageOf(paidMembership);

/** GET /api/payments/my-membership: the signed-in person's paid membership, if any. */
export const myMembershipResponse = z.object({
  membership: paidMembership.pick({ tier: true, amountCents: true, currency: true, paidAt: true }).nullable(),
});
export type MyMembership = z.infer<typeof myMembershipResponse>;

export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** POST /api/payments/test/settle: staff play the payer (paid) or the clock (expired) for a pending OXXO/SPEI payment, in test mode only. */
export const testSettleInput = z.object({
  paymentIntentId: text().trim().min(1).max(200),
  outcome: z.enum(['paid', 'expired']),
});

export const testSettleResponse = z.object({ status: paymentStatus });

/** GET /api/payments/pending: the OXXO and SPEI payments waiting for their payer (staff, test mode's control). */
export const pendingDelayedPayment = z.object({
  paymentIntentId: z.string(),
  method: paymentMethod,
  amountCents: z.number().int(),
  currency: z.string(),
  usdAmountCents: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
  tier: tierId.nullable(),
  bookingId: z.number().int().nullable(),
  payerEmail: z.string().nullable(),
  test: z.boolean(),
});
export type PendingDelayedPayment = z.infer<typeof pendingDelayedPayment>;
export const pendingDelayedList = pageOf(pendingDelayedPayment);
