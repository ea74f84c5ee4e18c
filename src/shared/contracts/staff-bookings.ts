import { z } from 'zod';
import { BOOKING_STATUSES } from '../bookings/process';
import { WEEK_PRICE_MAX } from '../constants';
import { bookingDetail, bookingStatus } from './bookings';
import { calendarDate, personName, text, tooLargeMessage } from './common';
import { browseDepthIssue, pageNumber, pageOf, pageSizeUpTo, withinBrowseDepth } from './paging';
import { DEFAULT_STAFF_PAGE_SIZE, since } from './staff';

/**
 * The staff's Bookings section (both dashboards): every booking, paged by the server; one booking
 * with its ledger, history and money steps; the counts of the summary card and the problems bell;
 * and the decisions on a booking whose money is on hold (decision 056). Amounts in dollars.
 */

const day = calendarDate('Use the date format yyyy-MM-dd');

/** A booking's reference as typed: trimmed, at most its own length and a little room. */
const reference = text().trim().max(12, 'A booking reference has at most 12 characters');

/**
 * GET /api/staff/bookings: by state, by check-in day (the resort's calendar, both ends included) and
 * by reference; newest check-in first.
 */
export const staffBookingsQuery = z
  .object({
    status: bookingStatus.optional(),
    checkInFrom: day.optional(),
    checkInTo: day.optional(),
    q: reference.optional(),
    page: pageNumber().default(1),
    pageSize: pageSizeUpTo(100).default(DEFAULT_STAFF_PAGE_SIZE),
  })
  .refine(withinBrowseDepth, browseDepthIssue)
  .refine((q) => !q.checkInFrom || !q.checkInTo || q.checkInFrom <= q.checkInTo, {
    path: ['checkInTo'],
    message: 'The last check-in day cannot be before the first',
  });
export type StaffBookingsQuery = z.input<typeof staffBookingsQuery>;

/** One row of the staff's list. */
export const staffBookingItem = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: bookingStatus,
  resortName: z.string(),
  locationName: z.string(),
  unitTypeName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  checkInAt: z.string(),
  timeZone: z.string(),
  total: z.number(),
  currency: z.string(),
  provider: z.enum(['stripe', 'test']),
  /** Null once the account is deleted. */
  guest: personName.nullable(),
  owner: personName.nullable(),
  problemReportedAt: z.string().nullable(),
  /** When the booking last changed state (for one on hold: since when). */
  changedAt: z.string(),
});
export type StaffBookingItem = z.infer<typeof staffBookingItem>;
export const staffBookingPage = pageOf(staffBookingItem);
export type StaffBookingPage = z.infer<typeof staffBookingPage>;

/** What staff may decide on a booking now (the process table's staff steps this build carries out). */
export const STAFF_BOOKING_ACTIONS = ['hold', 'release', 'refundPart', 'refundAll'] as const;
export type StaffBookingAction = (typeof STAFF_BOOKING_ACTIONS)[number];

const staffPerson = personName.extend({ id: z.number().int(), email: z.string() });

/** A movement of the booking's money, as the ledger wrote it. */
export const ledgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['charge', 'refund', 'commission', 'payout', 'hold', 'release']),
  amount: z.number(),
  stepKey: z.string(),
  providerRef: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** The ledger's sums: charged = refunded + commission + paid out + held, when `balanced`. */
export const ledgerTotals = z.object({
  charged: z.number(),
  refunded: z.number(),
  commission: z.number(),
  paidOut: z.number(),
  held: z.number(),
  balanced: z.boolean(),
});
export type LedgerTotals = z.infer<typeof ledgerTotals>;

/** One transition of the booking's history. */
export const bookingEventRow = z.object({
  id: z.number().int(),
  from: bookingStatus.nullable(),
  to: bookingStatus,
  transition: z.string(),
  cause: z.enum(['guest', 'owner', 'staff', 'system', 'provider']),
  actor: personName.nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type BookingEventRow = z.infer<typeof bookingEventRow>;

/** A refund or payout the provider still has to make, or made. */
export const moneyStepRow = z.object({
  id: z.number().int(),
  stepKey: z.string(),
  kind: z.enum(['refund', 'payout']),
  amount: z.number(),
  status: z.enum(['pending', 'paused', 'claimed', 'done', 'failed']),
  dueAt: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  providerRef: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type MoneyStepRow = z.infer<typeof moneyStepRow>;

/** GET /api/staff/bookings/:id and the answer of every decision: the booking and its money, whole. */
export const staffBookingView = z.object({
  booking: bookingDetail,
  guest: staffPerson.nullable(),
  owner: staffPerson.nullable(),
  usageFee: z.number(),
  problemReportedAt: z.string().nullable(),
  problemText: z.string().nullable(),
  reportBy: z.string().nullable(),
  payoutDueAt: z.string().nullable(),
  /** What a refund may still give back: the total less every refund decided. */
  refundable: z.number(),
  actions: z.array(z.enum(STAFF_BOOKING_ACTIONS)),
  ledger: z.object({ entries: z.array(ledgerEntry), totals: ledgerTotals }),
  events: z.array(bookingEventRow),
  moneySteps: z.array(moneyStepRow),
});
export type StaffBookingView = z.infer<typeof staffBookingView>;

/**
 * GET /api/staff/bookings/summary: counts by state, the bookings on hold (open problem reports) and
 * those put on hold since the browser's last look at the bell, the money steps that failed for
 * good, and the money held now.
 */
export const staffBookingsSummaryQuery = z.object({ problemsSince: since });
export const staffBookingsSummary = z.object({
  byStatus: z.object(
    Object.fromEntries(BOOKING_STATUSES.map((s) => [s, z.number().int()])) as Record<
      (typeof BOOKING_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  openProblems: z.number().int(),
  newProblems: z.number().int(),
  failedMoneySteps: z.number().int(),
  heldMoney: z.number(),
  currency: z.string(),
});
export type StaffBookingsSummary = z.infer<typeof staffBookingsSummary>;

/** Why staff decide, kept in the booking's history: 3 to 500 characters. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const reasonInput = z.object({
  reason: text({ error: 'Please give the reason for this decision' })
    .trim()
    .min(REASON_MIN, 'The reason must be at least 3 characters')
    .max(REASON_MAX, 'The reason cannot exceed 500 characters'),
});
export type ReasonInput = z.input<typeof reasonInput>;

/** POST /api/staff/bookings/:id/refund: `amount` (dollars) to give back; absent, all that remains. */
export const staffRefundInput = reasonInput.extend({
  amount: z
    .number({ error: 'The refund must be an amount in dollars' })
    .positive('The refund must be more than 0')
    .max(WEEK_PRICE_MAX, tooLargeMessage(WEEK_PRICE_MAX))
    .refine((n) => Number(n.toFixed(2)) === n, 'The refund cannot have more than two decimal places')
    .optional(),
});
export type StaffRefundInput = z.input<typeof staffRefundInput>;
