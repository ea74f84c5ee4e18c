import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '#src/server/config.ts';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { paymentLinks, payments } from '#src/server/db/schema/payments.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { PaymentProvider } from '#src/server/payments/provider.ts';
import { testCardDecline } from '#src/server/payments/test-provider.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type {
  createPaymentIntentInput,
  PaymentStatusResponse,
  paymentStatusQuery,
  testConfirmInput,
} from '#src/shared/contracts/payments.ts';
import { isDelayed } from '#src/shared/payments/methods.ts';
import { ALREADY_PAID, chargeFor } from './charges';
import {
  type CurrentRate,
  delayedColumns,
  delayedIntent,
  delayedView,
  payerOf,
  priceDelayed,
} from './delayed';
import { membershipReads } from './memberships';
import { type PaymentEffects, recordPayment, updatePaymentStatus } from './records';

type IntentIn = z.output<typeof createPaymentIntentInput>;
type ConfirmIn = z.output<typeof testConfirmInput>;
type StatusIn = z.output<typeof paymentStatusQuery>;

export interface Logger {
  error(obj: unknown, msg: string): void;
}

const INIT_FAILED = 'payments.failedInitializePaymentTryAgain';
const notFound = () => new AppError('NOT_FOUND', 'payments.paymentNotFound');
export const PAYMENTS_OFF = 'payments.paymentsNotAvailableSiteYet';

/** On a public site without Stripe keys nothing may pretend to take money (decision 010). */
export function refuseWhenOff(mode: Config['paymentsMode']): void {
  if (mode === 'off') throw new AppError('UNAVAILABLE', PAYMENTS_OFF);
}

export function paymentsService(
  db: Db,
  provider: PaymentProvider,
  log: Logger,
  mode: Config['paymentsMode'],
  mail?: PaymentEffects,
  /** The peso rate OXXO and SPEI are priced at (none known: they are refused, cards go on). */
  currentRate: CurrentRate = async () => null,
) {
  return {
    ...membershipReads(db),

    config() {
      return { provider: provider.name, publishableKey: provider.publishableKey, mode };
    },

    /** POST /api/create-payment-intent: the amount always comes from the price table or the link's row. */
    async createIntent(user: PublicUser | null, input: IntentIn) {
      refuseWhenOff(mode);
      const charge = await chargeFor(db, user, input);
      const { method } = input;
      // OXXO and SPEI: pesos at the current rate, the rate kept with the payment (decision 064).
      const pesos = isDelayed(method) ? await priceDelayed(method, charge, currentRate, new Date()) : null;
      const payer = pesos ? payerOf(user, input.payer) : null;
      const { amountCents, currency } = pesos ?? charge;
      let intent: Awaited<ReturnType<PaymentProvider['createIntent']>>;
      try {
        intent = await provider.createIntent({
          amountCents,
          currency,
          description: charge.description,
          metadata: charge.metadata,
          // Another method or another peso amount is another intent, never a replay of the first.
          idempotencyKey: pesos ? `${charge.idempotencyKey}-${method}-${amountCents}` : charge.idempotencyKey,
          ...(pesos && payer ? { delayed: delayedIntent(pesos, payer) } : {}),
        });
      } catch (err) {
        log.error({ err }, 'payment provider: creating an intent failed');
        throw new AppError('UNAVAILABLE', INIT_FAILED);
      }
      // One transaction: an intent that is already paid activates its payer with its record.
      await db.transaction((tx) =>
        recordPayment(
          tx,
          {
            provider: provider.name,
            providerId: intent.id,
            userId: user?.id ?? null,
            tier: charge.tier,
            paymentLinkId: charge.linkId,
            amountCents,
            currency,
            status: intent.status === 'succeeded' ? 'succeeded' : 'pending',
            ...(pesos ? { ...delayedColumns(pesos, intent), clientSecret: intent.clientSecret } : {}),
          },
          mail,
        ),
      );
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountCents, currency, method };
    },

    /** The built-in provider's card form: approves or declines like Stripe's test cards. */
    async confirmTestPayment(input: ConfirmIn) {
      refuseWhenOff(mode);
      const auth = await provider.authenticate(input.clientSecret);
      if (!auth) throw notFound();
      // One transaction, the payment's row (and its link's) locked: two confirms of one intent, or
      // two payers of one link, are decided one after the other.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            status: payments.status,
            linkId: payments.paymentLinkId,
            userId: payments.userId,
            tier: payments.tier,
            bookingId: payments.bookingId,
            method: payments.method,
          })
          .from(payments)
          .where(and(eq(payments.provider, 'test'), eq(payments.providerId, auth.id)))
          .limit(1)
          .for('update');
        if (!row) throw notFound();
        // A voucher or a transfer is paid at the store or the bank, never by the card form.
        if (row.method !== 'card') throw new AppError('CONFLICT', 'payments.voucherNotByCard');
        // Paying again what is already paid charges nothing a second time.
        if (row.status === 'succeeded')
          return { status: 'succeeded' as const, message: null, declineCode: null };
        if (row.linkId) {
          const [link] = await tx
            .select({ status: paymentLinks.status })
            .from(paymentLinks)
            .where(eq(paymentLinks.id, row.linkId))
            .for('update');
          // Someone else paid this one-off link meanwhile.
          if (link?.status === 'paid') throw new AppError('CONFLICT', 'payments.paymentLinkAlreadyBeenPaid');
        }
        // A booking's hold may have ended (or been given up) since its checkout opened: nothing is charged.
        if (row.bookingId) await mail?.bookingConfirming?.(tx, row.bookingId);
        if (row.tier && row.userId) {
          // The account's row, locked: two tabs confirming two tiers at once (each its own payment
          // row) are decided one after the other, and the second sees the first one's success.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
          // Another tab paid a membership for this account since this checkout opened.
          const [paid] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(
                eq(payments.userId, row.userId),
                eq(payments.status, 'succeeded'),
                isNotNull(payments.tier),
              ),
            )
            .limit(1);
          if (paid) throw new AppError('CONFLICT', ALREADY_PAID);
        }
        const decline = testCardDecline(input);
        const status = decline ? ('failed' as const) : ('succeeded' as const);
        const message = decline?.message ?? null;
        await updatePaymentStatus(tx, { provider: 'test', providerId: auth.id }, status, message, mail);
        return { status, message, declineCode: decline?.code ?? null };
      });
    },

    /** GET /api/payments/status: what we recorded, refreshed from the provider when it has a view. */
    async status(query: StatusIn): Promise<PaymentStatusResponse> {
      const auth = await provider.authenticate(query.payment_intent_client_secret).catch((err) => {
        log.error({ err }, 'payment provider: reading an intent failed');
        throw new AppError('UNAVAILABLE', 'payments.paymentStatusCouldNotRead');
      });
      if (!auth || auth.id !== query.payment_intent) throw notFound();
      if (auth.remote && auth.remote.status !== 'pending') {
        const { status, failureMessage, chargeId } = auth.remote;
        // One transaction: a success seen here first activates the payer with the record.
        await db.transaction((tx) =>
          updatePaymentStatus(
            tx,
            { provider: provider.name, providerId: auth.id },
            status,
            failureMessage,
            mail,
            chargeId,
          ),
        );
      }
      const [row] = await db
        .select({
          status: payments.status,
          tier: payments.tier,
          linkName: paymentLinks.name,
          amountCents: payments.amountCents,
          currency: payments.currency,
          createdAt: payments.createdAt,
          paidAt: payments.paidAt,
          failureMessage: payments.failureMessage,
          method: payments.method,
          bookingId: payments.bookingId,
          usdAmountCents: payments.usdAmountCents,
          rateE4: payments.rateE4,
          expiresAt: payments.expiresAt,
          instructions: payments.instructions,
          expiredAt: payments.expiredAt,
        })
        .from(payments)
        .leftJoin(paymentLinks, eq(paymentLinks.id, payments.paymentLinkId))
        .where(and(eq(payments.provider, provider.name), eq(payments.providerId, auth.id)))
        .limit(1);
      if (!row) throw notFound();
      const { usdAmountCents, rateE4, expiresAt, instructions, expiredAt, ...shown } = row;
      return {
        ...shown,
        linkName: row.linkName ?? null,
        createdAt: row.createdAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? null,
        delayed: delayedView(row),
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
