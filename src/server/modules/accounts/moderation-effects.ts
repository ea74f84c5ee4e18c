import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { mayChangeAccount } from '#src/shared/permissions.ts';

/**
 * What moderation (decision 061) changes on an account, in the caller's transaction so that it
 * commits with the report's decision or not at all.
 */

/**
 * A fraud report against this person was upheld: from now on they are never shown as a verified
 * owner. The same rule as deactivating: a manager marks members only, nobody marks themselves.
 */
export async function markFraudUpheld(tx: DbOrTx, actor: PublicUser, userId: number): Promise<void> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'accounts.userNotFound');
  if (!mayChangeAccount(actor, { id: userId, role: row.role }, 'activate'))
    throw new AppError('FORBIDDEN', 'accounts.managersCanActivateDeactivateMembers');
  await tx
    .update(users)
    .set({ fraudUpheldAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.fraudUpheldAt)));
}

/**
 * Deactivates a reported account, with the same rule as the accounts screen: never one's own, and a
 * manager only a member's (judged by the role the locked row has now).
 */
export async function deactivateReported(tx: DbOrTx, actor: PublicUser, userId: number): Promise<void> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'accounts.userNotFound');
  if (actor.id === userId) throw new AppError('FORBIDDEN', 'accounts.cannotActivateDeactivateOwnAccount');
  if (!mayChangeAccount(actor, { id: userId, role: row.role }, 'activate'))
    throw new AppError('FORBIDDEN', 'accounts.managersCanActivateDeactivateMembers');
  await tx.update(users).set({ active: false }).where(eq(users.id, userId));
}
