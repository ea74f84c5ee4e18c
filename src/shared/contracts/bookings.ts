import { z } from 'zod';
import { BOOKING_STATUSES } from '../bookings/process';
import { PROBLEM_TEXT_MAX, PROBLEM_TEXT_MIN } from '../bookings/rules';
import { blankToUndefined, id, personName, text } from './common';
import { pageNumber, pageOf, pageSizeUpTo } from './paging';
import { paymentMethod } from './payments';

/** A guest's name as on their ID: the resort's desk checks the lead guest's. */
const guestName = z.object({
  firstName: text({ error: 'Please enter the first name' })
    .trim()
    .min(1, 'Please enter the first name')
    .max(100, 'A name cannot exceed 100 characters'),
  lastName: text({ error: 'Please enter the last name' })
    .trim()
    .min(1, 'Please enter the last name')
    .max(100, 'A name cannot exceed 100 characters'),
});

/** POST /api/bookings: the week, who stays (the lead guest first), a note to the owner, the agreement. */
export const createBookingInput = z.object({
  weekId: id('Please choose a week'),
  leadGuest: guestName,
  guests: z.array(guestName).max(29, 'A booking names at most 30 guests').default([]),
  note: z.preprocess(
    blankToUndefined,
    text().trim().max(1000, 'The note cannot exceed 1,000 characters').optional(),
  ),
  acceptAgreement: z.literal(true, { error: 'Please accept the Guest Agreement' }),
  /** Card (the default), or OXXO / SPEI in pesos, the week held for the voucher's window (decision 064). */
  method: paymentMethod.default('card'),
});
export type CreateBookingInput = z.input<typeof createBookingInput>;

export const bookingStatus = z.enum(BOOKING_STATUSES);

/** The 201 of POST /api/bookings: the hold, and what the checkout needs to pay it. Amounts in dollars. */
export const createBookingResponse = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.literal('pending_payment'),
  clientSecret: z.string(),
  total: z.number(),
  currency: z.string(),
  provider: z.enum(['stripe', 'test']),
  holdExpiresAt: z.string(),
  method: paymentMethod,
  /** The payment's id: with the client secret, the page that shows an OXXO voucher or SPEI details. */
  paymentIntentId: z.string(),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponse>;

/**
 * One booking as its guest, its owner or staff see it (`viewer`); the owner's money (commission and
 * share) only for the owner and staff. Amounts in dollars, instants in ISO form, the stay's days as
 * calendar dates with the resort's zone.
 */
export const bookingDetail = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: bookingStatus,
  viewer: z.enum(['guest', 'owner', 'staff']),
  weekId: z.number().int().nullable(),
  /** Who offers the week (their public page: GET /api/owners/:id), null once the account is deleted. */
  ownerId: z.number().int().nullable(),
  locationName: z.string(),
  resortName: z.string(),
  unitTypeName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  timeZone: z.string(),
  checkInAt: z.string(),
  checkOutAt: z.string(),
  nights: z.number().int(),
  fullRefundUntil: z.string(),
  total: z.number(),
  currency: z.string(),
  provider: z.enum(['stripe', 'test']),
  guests: z.array(personName),
  note: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  acceptBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** When the owner must have uploaded the resort's confirmation (once accepted). */
  confirmBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** The guest may report a problem until then (check-in + 24 h). */
  reportBy: z.string().nullable(),
  /** When the owner's share is due (check-in + 48 h), unless a report holds it. */
  payoutDueAt: z.string().nullable(),
  problemReportedAt: z.string().nullable(),
  problemText: z.string().nullable(),
  /** The resort's confirmation the owner uploaded, if any: read at GET /api/bookings/{id}/confirmation. */
  confirmation: z
    .object({
      fileName: z.string(),
      contentType: z.string(),
      byteSize: z.number().int(),
      uploadedAt: z.string(),
    })
    .nullable(),
  /**
   * Where the money stands (dollars): refunded and paid out are done at the provider; the pending
   * amounts are decided and on their way. The owner's payout is shown to the owner and staff only.
   */
  money: z.object({
    refunded: z.number(),
    refundPending: z.number(),
    paidOut: z.number().optional(),
    payoutPending: z.number().optional(),
  }),
  commission: z.number().optional(),
  ownerShare: z.number().optional(),
  /** The steps this viewer may take now (the process table's names). */
  allowed: z.array(z.string()),
  version: z.number().int(),
  createdAt: z.string(),
});
export type BookingDetail = z.infer<typeof bookingDetail>;

/** GET /api/bookings/:id/cancellation: what cancelling now would give back to the guest (dollars). */
export const cancellationQuote = z.object({
  allowed: z.boolean(),
  refund: z.number(),
  percent: z.number().int(),
  currency: z.string(),
  fullRefundUntil: z.string(),
});

/** GET and POST /api/payouts/account: an owner's payout account, or where to finish it. */
export const payoutAccount = z.object({
  status: z.enum(['none', 'pending', 'active', 'restricted']),
  provider: z.enum(['stripe', 'test']),
});
export const openedPayoutAccount = z.union([
  z.object({ status: z.literal('active') }),
  z.object({ url: z.string() }),
]);

/**
 * GET /api/bookings/owner/record: how an owner kept their bookings over the last 12 months (by
 * check-in): stays that took place, and bookings that ended on their side, by why.
 */
export const ownerRecord = z.object({
  since: z.string(),
  stays: z.number().int(),
  declined: z.number().int(),
  noAnswer: z.number().int(),
  noConfirmation: z.number().int(),
  cancelled: z.number().int(),
});
export type OwnerRecord = z.infer<typeof ownerRecord>;

/** POST /api/bookings/{id}/report: what went wrong with the stay, in the guest's words. */
export const reportProblemInput = z.object({
  text: text({ error: 'Please describe the problem' })
    .trim()
    .min(PROBLEM_TEXT_MIN, 'Please describe the problem in at least 10 characters')
    .max(PROBLEM_TEXT_MAX, 'The description cannot exceed 2,000 characters'),
});

/** GET /api/bookings/quote: what booking a week would be, before anything is held. */
export const bookingQuoteQuery = z.object({ weekId: id('Please choose a week') });

/**
 * The quote a renter reads before paying: the stay's instants in the resort's zone (and that zone),
 * the total (all the guest pays), when the full refund ends, how many may stay, and whether the week
 * can be booked by this person now (`available`, else `reason`: a message key).
 */
export const bookingQuote = z.object({
  weekId: z.number().int(),
  /** Who offers the week (their public page: GET /api/owners/:id). */
  ownerId: z.number().int(),
  locationName: z.string(),
  resortName: z.string(),
  unitTypeName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  timeZone: z.string(),
  checkInAt: z.string(),
  checkOutAt: z.string(),
  nights: z.number().int(),
  total: z.number(),
  currency: z.string(),
  maxOccupancy: z.number().int(),
  fullRefundUntil: z.string(),
  lateRefundPercent: z.number().int(),
  available: z.boolean(),
  reason: z.string().nullable(),
  provider: z.enum(['stripe', 'test']),
});
export type BookingQuote = z.infer<typeof bookingQuote>;

/** GET /api/bookings/mine: a guest's trips, upcoming (check-out still ahead) or past, paged. */
export const tripsQuery = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  page: pageNumber().default(1),
  pageSize: pageSizeUpTo(50).default(20),
});
export const bookingPage = pageOf(bookingDetail);
export type BookingPage = z.infer<typeof bookingPage>;
