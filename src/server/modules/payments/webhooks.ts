import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { paymentEvents, paymentLinks, payments } from '#src/server/db/schema/payments.ts';
import { AppError } from '#src/server/lib/errors.ts';
import {
  accountStatus,
  chargeOf,
  intentStatus,
  type StripeEvent,
  verifyStripeEvent,
} from '#src/server/payments/stripe-provider.ts';
import { findTier } from '#src/shared/contracts/payments.ts';
import { expirePayment, type PaymentEffects, recordPayment } from './records';

/**
 * Stripe's webhook (decision 010): the signature is checked over the raw bytes first (a bad or
 * stale one is a 400 and nothing is read further); then the event id and every change it causes
 * are written in one transaction, so a redelivered event finds its id taken and changes nothing.
 */
export function stripeWebhooks(db: Db, webhookSecret: string | undefined, mail?: PaymentEffects) {
  return {
    async receive(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
      if (!webhookSecret) throw new AppError('UNAVAILABLE', 'payments.stripeWebhooksNotConfigured');
      if (!signature) throw new AppError('BAD_REQUEST', 'payments.missingStripeSignatureHeader');
      let event: StripeEvent;
      try {
        event = verifyStripeEvent(rawBody, signature, webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', 'payments.invalidWebhookSignature');
      }
      return db.transaction(async (tx) => {
        const first = await tx
          .insert(paymentEvents)
          .values({ id: event.id, provider: 'stripe', type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (first.length === 0) return { duplicate: true };
        await apply(tx, event, mail);
        return { duplicate: false };
      });
    },
  };
}

async function apply(tx: DbOrTx, event: StripeEvent, mail?: PaymentEffects): Promise<void> {
  switch (event.type) {
    case 'payment_intent.processing':
    case 'payment_intent.requires_action':
    case 'payment_intent.partially_funded': {
      // An OXXO voucher or a SPEI transfer under way (or part of a transfer arrived): still waiting,
      // nothing is held or activated yet. A payment we already record keeps its state (these events
      // may arrive after its success or its expiry); one we do not know yet is recorded as pending.
      const intent = event.data.object;
      const [known] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, 'stripe'), eq(payments.providerId, intent.id)))
        .limit(1);
      if (known) return;
      await recordPayment(
        tx,
        {
          provider: 'stripe',
          providerId: intent.id,
          userId: await existingUser(tx, intent.metadata?.userId),
          tier: findTier(intent.metadata?.tier)?.id ?? null,
          paymentLinkId: await linkId(tx, { token: intent.metadata?.paymentLink }),
          bookingId: await existingBooking(tx, intent.metadata?.bookingId),
          amountCents: intent.amount,
          currency: intent.currency,
          status: 'pending',
        },
        mail,
      );
      return;
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      // An OXXO voucher nobody paid in time: the payment expires (its payer told once), not "declined".
      if (event.type === 'payment_intent.payment_failed' && (await voucherLapsed(tx, intent, mail))) return;
      const status =
        event.type === 'payment_intent.succeeded'
          ? 'succeeded'
          : intentStatus(intent) === 'pending'
            ? 'failed'
            : intentStatus(intent);
      await recordPayment(
        tx,
        {
          provider: 'stripe',
          providerId: intent.id,
          userId: await existingUser(tx, intent.metadata?.userId),
          tier: findTier(intent.metadata?.tier)?.id ?? null,
          paymentLinkId: await linkId(tx, { token: intent.metadata?.paymentLink }),
          bookingId: await existingBooking(tx, intent.metadata?.bookingId),
          amountCents: intent.amount_received || intent.amount,
          currency: intent.currency,
          status,
          failureMessage: intent.last_payment_error?.message ?? null,
          chargeId: chargeOf(intent),
        },
        mail,
      );
      return;
    }
    case 'account.updated': {
      // An owner's payout account (the bookings module keeps them): whether it can be paid now.
      const account = event.data.object;
      await mail?.payoutAccountUpdated?.(tx, account.id, accountStatus(account));
      return;
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const idOf = (x: string | { id: string } | null | undefined) =>
        typeof x === 'string' ? x : (x?.id ?? null);
      await mail?.chargeDisputed?.(tx, {
        intentId: idOf(dispute.payment_intent),
        chargeId: idOf(dispute.charge),
      });
      return;
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const link = typeof session.payment_link === 'string' ? session.payment_link : session.payment_link?.id;
      const id = await linkId(tx, { providerId: link, token: session.metadata?.paymentLink });
      // Only payment-link sessions are ours to record; the membership checkout uses intents.
      if (!id || !session.amount_total) return;
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      await recordPayment(
        tx,
        {
          provider: 'stripe',
          // The intent id, so its own payment_intent.succeeded event lands on this same row.
          providerId: intent ?? session.id,
          userId: null,
          tier: null,
          paymentLinkId: id,
          amountCents: session.amount_total,
          currency: session.currency ?? 'usd',
          status: session.payment_status === 'unpaid' ? 'pending' : 'succeeded',
        },
        mail,
      );
      return;
    }
    default:
      // Other events are acknowledged (and their ids kept) so Stripe stops sending them.
      return;
  }
}

/**
 * Whether a failed report is an OXXO/SPEI payment's window passing (Stripe's
 * `payment_intent_payment_attempt_expired`, or any failure after our own end of it): then a
 * membership's or link's payment expires here; a booking's is ended with its hold by the bookings'
 * clock, which stops the intent itself.
 */
async function voucherLapsed(
  tx: DbOrTx,
  intent: Stripe.PaymentIntent,
  mail?: PaymentEffects,
): Promise<boolean> {
  const [row] = await tx
    .select({ expiresAt: payments.expiresAt, bookingId: payments.bookingId, status: payments.status })
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.providerId, intent.id)))
    .limit(1);
  if (!row?.expiresAt) return false;
  const expiredCode = intent.last_payment_error?.code === 'payment_intent_payment_attempt_expired';
  if (!expiredCode && row.expiresAt > new Date()) return false;
  if (!row.bookingId && row.status === 'pending')
    await expirePayment(tx, { provider: 'stripe', providerId: intent.id }, new Date(), mail);
  return true;
}

/** A booking id from metadata, if that booking exists (the intent's row usually names it already). */
async function existingBooking(tx: DbOrTx, raw: string | undefined): Promise<number | null> {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).limit(1);
  return row?.id ?? null;
}

/** A user id from metadata, if that account still exists (a deleted one must not fail the event). */
async function existingUser(tx: DbOrTx, raw: string | undefined): Promise<number | null> {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row?.id ?? null;
}

async function linkId(
  tx: DbOrTx,
  by: { providerId?: string | null; token?: string | null },
): Promise<number | null> {
  if (by.providerId) {
    const [row] = await tx
      .select({ id: paymentLinks.id })
      .from(paymentLinks)
      .where(eq(paymentLinks.providerId, by.providerId))
      .limit(1);
    if (row) return row.id;
  }
  if (by.token) {
    const [row] = await tx
      .select({ id: paymentLinks.id })
      .from(paymentLinks)
      .where(eq(paymentLinks.token, by.token))
      .limit(1);
    if (row) return row.id;
  }
  return null;
}
