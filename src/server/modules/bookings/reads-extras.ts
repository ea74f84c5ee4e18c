import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { bookingConfirmationFiles } from '#src/server/db/schema/booking-files.ts';
import { bookingLedgerEntries, bookingMoneySteps, bookings } from '#src/server/db/schema/bookings.ts';
import { ownerShareCents } from '#src/shared/bookings/amounts.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { BookingDetail, OwnerRecord } from '#src/shared/contracts/bookings.ts';
import { HOUR_MS } from './context';

// What the reads of bookings (reads.ts) add to a booking's row: its file and its money, and the
// owner's record, each a few grouped queries for a whole page of bookings, never one per booking.

/** What a booking's readers see besides its row: its current confirmation file and where its money stands (cents). */
export interface BookingExtras {
  confirmation: BookingDetail['confirmation'];
  refunded: number;
  paidOut: number;
  refundPending: number;
  payoutPending: number;
}
export const NO_EXTRAS: BookingExtras = {
  confirmation: null,
  refunded: 0,
  paidOut: 0,
  refundPending: 0,
  payoutPending: 0,
};

/** The current confirmation file (without its bytes) and where the money stands, of each booking. */
export async function extrasOf(db: Db, rows: readonly { id: number; usageFeeCents: number }[]) {
  const by = new Map<number, BookingExtras>();
  if (rows.length === 0) return by;
  const ids = rows.map((r) => r.id);
  // A payout step pays the owner's share of its amount (the kept part): what they will get.
  const feeOf = new Map(rows.map((r) => [r.id, r.usageFeeCents]));
  const [files, ledger, steps] = await Promise.all([
    db
      .select({
        bookingId: bookingConfirmationFiles.bookingId,
        fileName: bookingConfirmationFiles.originalName,
        contentType: bookingConfirmationFiles.contentType,
        byteSize: bookingConfirmationFiles.byteSize,
        uploadedAt: bookingConfirmationFiles.createdAt,
      })
      .from(bookingConfirmationFiles)
      .where(
        and(inArray(bookingConfirmationFiles.bookingId, ids), isNull(bookingConfirmationFiles.replacedAt)),
      ),
    db
      .select({
        bookingId: bookingLedgerEntries.bookingId,
        kind: bookingLedgerEntries.kind,
        cents: sql<number>`sum(${bookingLedgerEntries.amountCents})::int`,
      })
      .from(bookingLedgerEntries)
      .where(
        and(
          inArray(bookingLedgerEntries.bookingId, ids),
          inArray(bookingLedgerEntries.kind, ['refund', 'payout']),
        ),
      )
      .groupBy(bookingLedgerEntries.bookingId, bookingLedgerEntries.kind),
    db
      .select({
        bookingId: bookingMoneySteps.bookingId,
        kind: bookingMoneySteps.kind,
        cents: sql<number>`sum(${bookingMoneySteps.amountCents})::int`,
      })
      .from(bookingMoneySteps)
      .where(
        and(
          inArray(bookingMoneySteps.bookingId, ids),
          inArray(bookingMoneySteps.status, ['pending', 'paused', 'claimed', 'failed']),
        ),
      )
      .groupBy(bookingMoneySteps.bookingId, bookingMoneySteps.kind),
  ]);
  const of = (id: number) => {
    let e = by.get(id);
    if (!e) {
      e = { confirmation: null, refunded: 0, paidOut: 0, refundPending: 0, payoutPending: 0 };
      by.set(id, e);
    }
    return e;
  };
  for (const f of files)
    of(f.bookingId).confirmation = {
      fileName: f.fileName,
      contentType: f.contentType,
      byteSize: f.byteSize,
      uploadedAt: f.uploadedAt.toISOString(),
    };
  for (const l of ledger) {
    if (l.kind === 'refund') of(l.bookingId).refunded = l.cents;
    else of(l.bookingId).paidOut = l.cents;
  }
  for (const st of steps) {
    if (st.kind === 'refund') of(st.bookingId).refundPending = st.cents;
    else of(st.bookingId).payoutPending = ownerShareCents(st.cents, feeOf.get(st.bookingId) ?? 0);
  }
  return by;
}

/**
 * GET /api/bookings/owner/record: the owner's bookings of the last 12 months (by check-in) that
 * were paid: stays that took place, and those that ended on the owner's side, by why.
 */
export async function ownerRecord(db: Db, user: PublicUser, now: Date): Promise<OwnerRecord> {
  const since = new Date(now.getTime() - 365 * 24 * HOUR_MS);
  const [r] = await db
    .select({
      stays: sql<number>`count(*) filter (where ${bookings.status} in ('completed', 'paid_out', 'on_hold'))::int`,
      declined: sql<number>`count(*) filter (where ${bookings.cancelReason} = 'owner_declined')::int`,
      noAnswer: sql<number>`count(*) filter (where ${bookings.cancelReason} = 'owner_no_answer')::int`,
      noConfirmation: sql<number>`count(*) filter (where ${bookings.cancelReason} = 'owner_no_confirmation')::int`,
      cancelled: sql<number>`count(*) filter (where ${bookings.cancelReason} = 'owner_cancelled')::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.ownerId, user.id), gt(bookings.checkInAt, since), isNotNull(bookings.paidAt)));
  return { since: since.toISOString(), ...r };
}
