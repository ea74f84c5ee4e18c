import { payments } from '#src/server/db/schema/payments.ts';
import type { TestApp } from './app';

/** A succeeded membership payment of `userId`, written straight to the table (no checkout). */
export async function recordPaidMembership(t: TestApp, userId: number, provider: 'test' | 'stripe' = 'test') {
  await t.database.db.insert(payments).values({
    provider,
    providerId: `pi-${userId}-${Math.random()}`,
    userId,
    tier: 'gold',
    amountCents: 350000,
    status: 'succeeded',
    paidAt: new Date(),
  });
}
