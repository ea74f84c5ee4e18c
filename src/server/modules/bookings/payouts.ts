import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { payoutAccounts } from '#src/server/db/schema/bookings.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { PaymentProvider, PayoutAccountStatus } from '#src/server/payments/provider.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { BookingsLog } from './context';

/**
 * An owner's payout account: where their share of a booking is sent. With the test provider it is
 * ready at once; with Stripe it is an Express account the owner finishes setting up on Stripe's own
 * pages (an Account Link), and is ready once Stripe lets it receive transfers (decision 056).
 */
export function payoutAccountsService(
  db: Db,
  provider: PaymentProvider,
  log: BookingsLog,
  publicUrl: string,
) {
  async function row(userId: number) {
    const [found] = await db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.provider, provider.name)))
      .limit(1);
    return found;
  }

  /** Reads the provider's view of a pending account again (Stripe may have finished checking it). */
  async function refreshed(found: Awaited<ReturnType<typeof row>>) {
    if (!found || found.status === 'active') return found;
    const status = await provider.payoutAccountStatus(found.providerAccountId).catch((err) => {
      log.error({ err }, 'payment provider: reading a payout account failed');
      return found.status;
    });
    if (status === found.status) return found;
    const [updated] = await db
      .update(payoutAccounts)
      .set({ status, syncedAt: new Date() })
      .where(eq(payoutAccounts.id, found.id))
      .returning();
    return updated;
  }

  return {
    /** GET /api/payouts/account. */
    async mine(
      user: PublicUser,
    ): Promise<{ status: PayoutAccountStatus | 'none'; provider: 'stripe' | 'test' }> {
      const found = await refreshed(await row(user.id));
      return { status: found?.status ?? 'none', provider: provider.name };
    },

    /**
     * POST /api/payouts/account: opens the owner's account (once: the provider's key is per person),
     * and answers `{status:'active'}` when nothing is left to do, else the `{url}` where the owner
     * finishes it. Links are short-lived and never stored.
     */
    async open(user: PublicUser): Promise<{ status: 'active' } | { url: string }> {
      let found = await row(user.id);
      if (!found) {
        const account = await provider
          .createPayoutAccount({ email: user.email, idempotencyKey: `semana-payout-account-${user.id}` })
          .catch((err) => {
            log.error({ err }, 'payment provider: opening a payout account failed');
            throw new AppError('UNAVAILABLE', 'bookings.payoutAccountCouldNotOpen');
          });
        [found] = await db
          .insert(payoutAccounts)
          .values({
            userId: user.id,
            provider: provider.name,
            providerAccountId: account.id,
            status: account.status,
          })
          .onConflictDoUpdate({
            target: [payoutAccounts.userId, payoutAccounts.provider],
            set: { syncedAt: new Date() },
          })
          .returning();
      }
      found = await refreshed(found);
      if (found?.status === 'active') return { status: 'active' };
      const url = await provider
        .onboardingLink(found.providerAccountId, {
          returnUrl: `${publicUrl}/dashboard#bookings`,
          refreshUrl: `${publicUrl}/dashboard#bookings`,
        })
        .catch((err) => {
          log.error({ err }, 'payment provider: an onboarding link failed');
          throw new AppError('UNAVAILABLE', 'bookings.payoutAccountCouldNotOpen');
        });
      if (!url) return { status: 'active' };
      return { url };
    },

    /** What the provider says of an account now (Stripe's `account.updated`), in the caller's transaction. */
    async updated(tx: DbOrTx, providerAccountId: string, status: PayoutAccountStatus) {
      await tx
        .update(payoutAccounts)
        .set({ status, syncedAt: new Date() })
        .where(
          and(
            eq(payoutAccounts.provider, provider.name),
            eq(payoutAccounts.providerAccountId, providerAccountId),
          ),
        );
    },

    /** The owner's active account at the provider, or null: where a payout goes. */
    async activeDestination(userId: number): Promise<string | null> {
      const found = await refreshed(await row(userId));
      return found?.status === 'active' ? found.providerAccountId : null;
    },
  };
}

export type PayoutAccountsService = ReturnType<typeof payoutAccountsService>;
