import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { paymentLinks, payments } from '#src/server/db/schema/payments.ts';
import type { IntentStatus, PayoutAccountStatus, ProviderName } from '#src/server/payments/provider.ts';
import type { TierId } from '#src/shared/constants.ts';
import type { PaymentInstructions, PaymentMethod } from '#src/shared/payments/methods.ts';
import { activateForPayment } from '../accounts/service';
import type { PaymentMail } from './payment-mail';

/**
 * What a payment's outcome sets off beyond its row: the payer's mail, and for a booking's charge
 * the booking's own step (the bookings module moves its booking; payments never write it).
 */
export interface PaymentEffects extends Partial<Pick<PaymentMail, 'settled'>> {
  /** A new OXXO/SPEI payment waits for its payer: the voucher's mail (claimed once), with the page's secret when known. */
  awaiting?(
    db: DbOrTx,
    where: { provider: ProviderName; providerId: string },
    clientSecret?: string,
  ): Promise<void>;
  /** An OXXO/SPEI payment lapsed unpaid: the payer's mail (claimed once). */
  expired?(db: DbOrTx, where: { provider: ProviderName; providerId: string }): Promise<void>;
  /** A booking's charge succeeded: called once per report, in the transaction that records it, with its charge when known. */
  bookingPaid?(db: DbOrTx, bookingId: number, chargeId?: string | null): Promise<void>;
  /** Staff expired a booking's OXXO/SPEI payment (test mode): the bookings module ends its hold as the clock would. */
  bookingVoucherExpired?(db: DbOrTx, bookingId: number, now: Date): Promise<void>;
  /** The test card form is about to charge a booking: throws (a conflict) when its hold has ended. */
  bookingConfirming?(db: DbOrTx, bookingId: number): Promise<void>;
  /** The provider says what an owner's payout account may do now (Stripe's `account.updated`). */
  payoutAccountUpdated?(db: DbOrTx, providerAccountId: string, status: PayoutAccountStatus): Promise<void>;
  /** A card payment was disputed (Stripe's `charge.dispute.created`): the booking it paid, if any, is held. */
  chargeDisputed?(db: DbOrTx, charge: { intentId: string | null; chargeId: string | null }): Promise<void>;
}

export interface PaymentRecord {
  provider: ProviderName;
  providerId: string;
  userId: number | null;
  tier: TierId | null;
  paymentLinkId: number | null;
  /** The booking this payment is the charge of, if any. */
  bookingId?: number | null;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  failureMessage?: string | null;
  /** The provider's charge of a succeeded payment (kept by the booking it pays, not here). */
  chargeId?: string | null;
  // An OXXO/SPEI purchase's fixed pesos (delayed.ts): written with the row, never changed after.
  method?: PaymentMethod;
  usdAmountCents?: number | null;
  rateE4?: number | null;
  expiresAt?: Date | null;
  instructions?: PaymentInstructions | null;
  /** Not stored: the voucher mail's link to the page that shows it (the return page's own proof). */
  clientSecret?: string;
}

/**
 * Writes what a provider reports about one payment, keyed by (provider, provider id), so the same
 * payment reported twice (intent created, webhook, return page, payment link session) is one row.
 * A succeeded payment is final: no later report turns it back into pending or failed.
 */
export async function recordPayment(
  db: DbOrTx,
  { chargeId, clientSecret, ...record }: PaymentRecord,
  mail?: PaymentEffects,
): Promise<void> {
  const paidAt = record.status === 'succeeded' ? new Date() : null;
  const [row] = await db
    .insert(payments)
    .values({
      ...record,
      bookingId: record.bookingId ?? null,
      failureMessage: record.failureMessage ?? null,
      paidAt,
    })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerId],
      set: {
        status: sql`case when ${payments.status} = 'succeeded' then ${payments.status} else excluded.status end`,
        failureMessage: sql`case when ${payments.status} = 'succeeded' then ${payments.failureMessage} else excluded.failure_message end`,
        paidAt: sql`coalesce(${payments.paidAt}, excluded.paid_at)`,
        userId: sql`coalesce(${payments.userId}, excluded.user_id)`,
        tier: sql`coalesce(${payments.tier}, excluded.tier)`,
        paymentLinkId: sql`coalesce(${payments.paymentLinkId}, excluded.payment_link_id)`,
        bookingId: sql`coalesce(${payments.bookingId}, excluded.booking_id)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ bookingId: payments.bookingId, status: payments.status });
  if (record.status === 'succeeded' && record.paymentLinkId) await markLinkPaid(db, record.paymentLinkId);
  if (record.status === 'succeeded') await activatePayer(db, record);
  if (record.status !== 'pending') await mail?.settled?.(db, record);
  if (record.status === 'pending' && record.instructions) await mail?.awaiting?.(db, record, clientSecret);
  if (row?.bookingId && row.status === 'succeeded') await mail?.bookingPaid?.(db, row.bookingId, chargeId);
}

/**
 * Closes a pending OXXO/SPEI payment whose window passed unpaid (the clock, staff in test mode, or
 * the provider's word that the voucher expired): canceled, with when, and its payer mailed once.
 * Answers whether this call closed it (a paid or already closed one is left alone).
 */
export async function expirePayment(
  db: DbOrTx,
  where: { provider: ProviderName; providerId: string },
  now: Date,
  mail?: PaymentEffects,
): Promise<boolean> {
  const [row] = await db
    .update(payments)
    .set({ status: 'canceled', expiredAt: now, updatedAt: new Date() })
    .where(
      and(
        eq(payments.provider, where.provider),
        eq(payments.providerId, where.providerId),
        eq(payments.status, 'pending'),
        isNotNull(payments.expiresAt),
      ),
    )
    .returning({ id: payments.id });
  if (!row) return false;
  await mail?.expired?.(db, where);
  return true;
}

/** Moves an existing payment to a new status, unless it has already succeeded. */
export async function updatePaymentStatus(
  db: DbOrTx,
  where: { provider: ProviderName; providerId: string },
  status: IntentStatus,
  failureMessage: string | null,
  mail?: PaymentEffects,
  chargeId: string | null = null,
): Promise<void> {
  const [row] = await db
    .update(payments)
    .set({
      status,
      failureMessage: status === 'succeeded' ? null : failureMessage,
      paidAt: status === 'succeeded' ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.provider, where.provider),
        eq(payments.providerId, where.providerId),
        ne(payments.status, 'succeeded'),
      ),
    )
    .returning({ linkId: payments.paymentLinkId, bookingId: payments.bookingId });
  if (row?.linkId && status === 'succeeded') await markLinkPaid(db, row.linkId);
  if (row && status === 'succeeded') await activatePayer(db, where);
  if (row && status !== 'pending') await mail?.settled?.(db, where);
  if (row?.bookingId && status === 'succeeded') await mail?.bookingPaid?.(db, row.bookingId, chargeId);
}

/**
 * A confirmed membership payment activates its payer at once, in the caller's transaction
 * (decision 010): a tier payment, or a payment link paid by a signed-in account; an anonymous
 * payment activates nobody. The payment's `activated_at` is claimed first, under the row's lock,
 * so each payment activates once: a replayed report of it, or a concurrent one, finds it taken.
 */
async function activatePayer(
  db: DbOrTx,
  where: { provider: ProviderName; providerId: string },
): Promise<void> {
  const [row] = await db
    .update(payments)
    .set({ activatedAt: new Date() })
    .where(
      and(
        eq(payments.provider, where.provider),
        eq(payments.providerId, where.providerId),
        eq(payments.status, 'succeeded'),
        isNull(payments.activatedAt),
        isNotNull(payments.userId),
        or(isNotNull(payments.tier), isNotNull(payments.paymentLinkId)),
      ),
    )
    .returning({ userId: payments.userId });
  if (row?.userId) await activateForPayment(db, row.userId);
}

async function markLinkPaid(db: DbOrTx, linkId: number): Promise<void> {
  await db
    .update(paymentLinks)
    .set({ status: 'paid', paidAt: sql`coalesce(${paymentLinks.paidAt}, now())` })
    .where(eq(paymentLinks.id, linkId));
}
