import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, type PaymentInstructions } from '#src/shared/payments/methods.ts';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt } from './columns';

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export const PAYMENT_LINK_STATUSES = ['active', 'paid'] as const;

/**
 * One-off payment links made by staff (custom memberships). `token` is the public handle (test
 * mode's checkout URL, Stripe metadata); `provider_id` is the provider's own id (plink_… or the token).
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique('payment_links_token_uq'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerId: text('provider_id').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: PAYMENT_LINK_STATUSES }).notNull().default('active'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('payment_links_provider_id_uq').on(t.provider, t.providerId),
    index('payment_links_created_idx').on(t.createdAt, t.id),
    check('payment_links_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Every payment attempt, whatever the provider. A user's deletion keeps the money record
 * (user_id becomes null) because accounting must not lose a payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerId: text('provider_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tier: text('tier', { enum: ['silver', 'gold', 'platinum'] }),
    paymentLinkId: integer('payment_link_id').references(() => paymentLinks.id, { onDelete: 'set null' }),
    /** The booking this payment is the guest's charge for (its hooks move the booking); null for memberships and links. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // When this payment's confirmation activated its payer (decision 010); set once, so a replay
    // of the same confirmation never activates again an account staff have since deactivated.
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    // When its payer was mailed the receipt, or told it failed: claimed once, like activation.
    receiptMailedAt: timestamp('receipt_mailed_at', { withTimezone: true }),
    failureMailedAt: timestamp('failure_mailed_at', { withTimezone: true }),
    /** Card, or a method paid later in pesos (OXXO, SPEI; decision 064). */
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    // A peso purchase keeps the dollar price it came from and the rate it was converted at, fixed at
    // its creation: the pesos asked for are never recomputed (decision 064).
    usdAmountCents: integer('usd_amount_cents'),
    /** Pesos per dollar in ten-thousandths (shared/money/money.ts). */
    rateE4: integer('rate_e4'),
    /** When an OXXO voucher or a SPEI transfer stops being payable. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What the payer needs: the voucher's number, or the transfer's account and reference. */
    instructions: jsonb('instructions').$type<PaymentInstructions>(),
    /** When it was closed because its window passed unpaid (the payer is mailed once, claimed like a receipt). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    instructionsMailedAt: timestamp('instructions_mailed_at', { withTimezone: true }),
    expiryMailedAt: timestamp('expiry_mailed_at', { withTimezone: true }),
  },
  (t) => [
    unique('payments_provider_id_uq').on(t.provider, t.providerId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    // Paid memberships, newest per account first: the staff list and the paid-tier lookups.
    index('payments_membership_idx')
      .on(t.userId, t.paidAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'succeeded' and ${t.tier} is not null`),
    index('payments_link_idx').on(t.paymentLinkId),
    index('payments_booking_idx').on(t.bookingId),
    check('payments_amount_ck', sql`${t.amountCents} > 0`),
    // Pending peso purchases by when they lapse: the payments' clock (expiry.ts).
    index('payments_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending' and ${t.expiresAt} is not null`),
    check(
      'payments_delayed_ck',
      sql`${t.method} = 'card' or (${t.currency} = 'mxn' and ${t.usdAmountCents} > 0 and ${t.rateE4} > 0 and ${t.expiresAt} is not null)`,
    ),
  ],
);

/**
 * Provider webhook events already handled. The primary key on the event id is what makes a
 * redelivered event a no-op: it is inserted in the same transaction as the changes it causes.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
