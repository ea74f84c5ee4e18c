import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { paymentLinks, payments } from '#src/server/db/schema/payments.ts';
import type { IntentStatus, ProviderName } from '#src/server/payments/provider.ts';
import type { TierId } from '#src/shared/constants.ts';
import { activateForPayment } from '../accounts/service';
import type { PaymentMail } from './payment-mail';

export interface PaymentRecord {
  provider: ProviderName;
  providerId: string;
  userId: number | null;
  tier: TierId | null;
  paymentLinkId: number | null;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  failureMessage?: string | null;
}

/**
 * Writes what a provider reports about one payment, keyed by (provider, provider id), so the same
 * payment reported twice (intent created, webhook, return page, payment link session) is one row.
 * A succeeded payment is final: no later report turns it back into pending or failed.
 */
export async function recordPayment(
  db: DbOrTx,
  record: PaymentRecord,
  mail?: Pick<PaymentMail, 'settled'>,
): Promise<void> {
  const paidAt = record.status === 'succeeded' ? new Date() : null;
  await db
    .insert(payments)
    .values({ ...record, failureMessage: record.failureMessage ?? null, paidAt })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerId],
      set: {
        status: sql`case when ${payments.status} = 'succeeded' then ${payments.status} else excluded.status end`,
        failureMessage: sql`case when ${payments.status} = 'succeeded' then ${payments.failureMessage} else excluded.failure_message end`,
        paidAt: sql`coalesce(${payments.paidAt}, excluded.paid_at)`,
        userId: sql`coalesce(${payments.userId}, excluded.user_id)`,
        tier: sql`coalesce(${payments.tier}, excluded.tier)`,
        paymentLinkId: sql`coalesce(${payments.paymentLinkId}, excluded.payment_link_id)`,
        updatedAt: sql`now()`,
      },
    });
  if (record.status === 'succeeded' && record.paymentLinkId) await markLinkPaid(db, record.paymentLinkId);
  if (record.status === 'succeeded') await activatePayer(db, record);
  if (record.status !== 'pending') await mail?.settled(db, record);
}

/** Moves an existing payment to a new status, unless it has already succeeded. */
export async function updatePaymentStatus(
  db: DbOrTx,
  where: { provider: ProviderName; providerId: string },
  status: IntentStatus,
  failureMessage: string | null,
  mail?: Pick<PaymentMail, 'settled'>,
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
    .returning({ linkId: payments.paymentLinkId });
  if (row?.linkId && status === 'succeeded') await markLinkPaid(db, row.linkId);
  if (row && status === 'succeeded') await activatePayer(db, where);
  if (row && status !== 'pending') await mail?.settled(db, where);
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
