import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ProviderName } from '#src/server/payments/provider.ts';
import { BOOKING_ACTORS, BOOKING_CANCEL_REASONS, BOOKING_STATUSES } from '#src/shared/bookings/process.ts';
import { users } from './accounts';
import { locations, resorts, unitTypes } from './catalog';
import { createdAt, requiredKey } from './columns';
import { seasonDayOf, weeks } from './weeks';

/** The payment providers (as in payments.provider; this table is referenced from there, so not imported). */
const PAYMENT_PROVIDERS = ['stripe', 'test'] as const satisfies readonly ProviderName[];

/**
 * A renter's booking of a week (decision 056). A `pending_payment` row is the 15-minute hold: at
 * most one booking of a week is not cancelled (`bookings_week_live_uq`), which decides every race
 * between two renters. The stay is copied from the week, so a booking still names it after the week
 * is deleted; its instants are computed once in the resort's zone. Money is integer cents.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** What the guest, the owner and the resort's desk quote: SEM- and six letters or digits. */
    reference: varchar('reference', { length: 12 }).notNull(),
    weekId: integer('week_id').references(() => weeks.id, { onDelete: 'set null' }),
    guestId: integer('guest_id').references(() => users.id, { onDelete: 'set null' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    locationId: requiredKey('location_id', () => locations.id, 'restrict'),
    resortId: requiredKey('resort_id', () => resorts.id, 'restrict'),
    unitTypeId: requiredKey('unit_type_id', () => unitTypes.id, 'restrict'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull(),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }).notNull(),
    fullRefundUntil: timestamp('full_refund_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending_payment'),
    totalCents: integer('total_cents').notNull(),
    usageFeeCents: integer('usage_fee_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    paymentIntentId: text('payment_intent_id'),
    /** The charge of the guest's payment (Stripe's `latest_charge`): the owner's transfer is paid from it, a dispute names it. */
    chargeId: text('charge_id'),
    note: text('note'),
    agreementVersion: text('agreement_version').notNull(),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    acceptBy: timestamp('accept_by', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When the owner must have uploaded the resort's confirmation (after accepting). */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Each reminder is claimed once, like a payment's receipt. */
    acceptRemindedAt: timestamp('accept_reminded_at', { withTimezone: true }),
    confirmRemindedAt: timestamp('confirm_reminded_at', { withTimezone: true }),
    /** The guest may report a problem until then (check-in + 24 h); the owner is paid from payout_due_at (check-in + 48 h). */
    reportBy: timestamp('report_by', { withTimezone: true }),
    payoutDueAt: timestamp('payout_due_at', { withTimezone: true }),
    problemReportedAt: timestamp('problem_reported_at', { withTimezone: true }),
    problemText: text('problem_text'),
    /** The share of the total a guest's cancellation refunded (100, or the late share). */
    refundPercent: smallint('refund_percent'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason', { enum: BOOKING_CANCEL_REASONS }),
    /** The next moment the clock must look at this booking (a deadline), or null. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    /** Bumped by every transition: a screen's stale action gets a conflict instead of acting twice. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The check-in's day of a 365-day year, as weeks keep it: price guidance's season (modules/insights/guidance.ts). */
    seasonDay: smallint('season_day')
      .notNull()
      .generatedAlwaysAs((): SQL => seasonDayOf(sql`from_date`)),
  },
  (t) => [
    uniqueIndex('bookings_reference_uq').on(t.reference),
    uniqueIndex('bookings_week_live_uq').on(t.weekId).where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('bookings_intent_uq').on(t.provider, t.paymentIntentId),
    uniqueIndex('bookings_charge_uq').on(t.provider, t.chargeId),
    index('bookings_guest_idx').on(t.guestId, t.checkInAt.desc(), t.id.desc()),
    index('bookings_owner_idx').on(t.ownerId, t.checkInAt.desc(), t.id.desc()),
    index('bookings_status_idx').on(t.status, t.checkInAt, t.id),
    /** The staff list by check-in dates alone, newest first (the status filter has bookings_status_idx). */
    index('bookings_check_in_idx').on(t.checkInAt, t.id),
    /** Price guidance's booked prices: one unit type's paid bookings since a date (modules/insights/guidance.ts). */
    index('bookings_guidance_idx')
      .on(t.unitTypeId, t.seasonDay, t.fromDate, t.totalCents)
      .where(sql`${t.paidAt} is not null and ${t.status} <> 'cancelled'`),
    index('bookings_next_due_idx').on(t.nextDueAt).where(sql`${t.nextDueAt} is not null`),
    check('bookings_dates_ck', sql`${t.toDate} = ${t.fromDate} + 6`),
    check('bookings_stay_ck', sql`${t.checkOutAt} > ${t.checkInAt}`),
    check('bookings_total_ck', sql`${t.totalCents} >= 50`),
    check('bookings_fee_ck', sql`${t.usageFeeCents} between 0 and ${t.totalCents}`),
    check('bookings_note_ck', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
    check('bookings_problem_ck', sql`${t.problemText} is null or char_length(${t.problemText}) <= 2000`),
    check('bookings_cancel_reason_ck', sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null)`),
  ],
);

/** The people staying: position 0 is the lead guest, named as on their ID for the resort's desk. */
export const bookingGuests = pgTable(
  'booking_guests',
  {
    bookingId: requiredKey('booking_id', () => bookings.id, 'cascade'),
    position: smallint('position').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.position] }),
    check('booking_guests_position_ck', sql`${t.position} between 0 and 29`),
  ],
);

/** A booking's history, one row per transition; rows never change (a trigger refuses it). */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: requiredKey('booking_id', () => bookings.id, 'restrict'),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    transition: text('transition').notNull(),
    cause: text('cause', { enum: BOOKING_ACTORS }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** The moment the rule was applied at: the clock's `now`, which a tick "as of" a date sets. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.id)],
);

export const LEDGER_KINDS = ['charge', 'refund', 'commission', 'payout', 'hold', 'release'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Every movement of a booking's money, appended and never changed. Charges come in with a hold of
 * the same amount; every release goes out with what it pays (refund, commission, payout), so for
 * each booking charged = refunded + commission + paid out + held at every commit: a deferred
 * trigger refuses a transaction that would leave it otherwise (migration 0023).
 */
export const bookingLedgerEntries = pgTable(
  'booking_ledger_entries',
  {
    id: serial('id').primaryKey(),
    bookingId: requiredKey('booking_id', () => bookings.id, 'restrict'),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** Which step of the booking's money wrote it: one movement of a kind per step, however often it is replayed. */
    stepKey: text('step_key').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    providerRef: text('provider_ref'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_ledger_step_uq').on(t.bookingId, t.stepKey, t.kind),
    index('booking_ledger_booking_idx').on(t.bookingId, t.id),
    check('booking_ledger_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

export const MONEY_STEP_KINDS = ['refund', 'payout'] as const;
export const MONEY_STEP_STATUSES = ['pending', 'paused', 'claimed', 'done', 'failed'] as const;

/**
 * The provider calls a booking's money still needs (refunds, the owner's payout): each written in
 * the transition that decides it, then carried out by the clock with its own idempotency key, and
 * closed (with its ledger rows) only once the provider answered. Until then the money stays held,
 * so a provider error or a killed process never leaves the ledger unbalanced (decision 056). This
 * table is the intent and may change; the ledger holds the facts.
 */
export const bookingMoneySteps = pgTable(
  'booking_money_steps',
  {
    id: serial('id').primaryKey(),
    bookingId: requiredKey('booking_id', () => bookings.id, 'restrict'),
    stepKey: text('step_key').notNull(),
    kind: text('kind', { enum: MONEY_STEP_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The owner's payout account at the provider, for a payout. */
    destination: text('destination'),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: MONEY_STEP_STATUSES }).notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_money_steps_step_uq').on(t.bookingId, t.stepKey),
    uniqueIndex('booking_money_steps_key_uq').on(t.idempotencyKey),
    index('booking_money_steps_due_idx').on(t.dueAt).where(sql`${t.status} in ('pending', 'claimed')`),
    /** The steps staff must look at (the summary's count): few, so a small partial index. */
    index('booking_money_steps_failed_idx').on(t.bookingId).where(sql`${t.status} = 'failed'`),
    check('booking_money_steps_amount_ck', sql`${t.amountCents} >= 0`),
  ],
);

export const PAYOUT_ACCOUNT_STATUSES = ['pending', 'active', 'restricted'] as const;

/** Where an owner is paid: their connected account at the provider (Stripe Express), or the test provider's stand-in. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    userId: requiredKey('user_id', () => users.id, 'cascade'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_accounts_user_uq').on(t.userId, t.provider),
    uniqueIndex('payout_accounts_account_uq').on(t.provider, t.providerAccountId),
  ],
);
