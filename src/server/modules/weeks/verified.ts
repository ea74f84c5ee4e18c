import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';

/**
 * Marks a week verified (decision 062): the verification module calls it in the transaction that
 * approves the owner's proof. Only a week whose checked facts are still those of the proof is
 * marked; the answer says whether it was. The badge's end is the database's (the trigger
 * weeks_verification_lapse clears `verified_at`), so nothing here ever clears it.
 */
export async function markWeekVerified(
  tx: DbOrTx,
  weekId: number,
  facts: { locationId: number; unitTypeId: number; fromDate: string; reservationCode: string },
  at: Date,
): Promise<boolean> {
  const marked = await tx
    .update(weeks)
    .set({ verifiedAt: at })
    .where(
      and(
        eq(weeks.id, weekId),
        eq(weeks.locationId, facts.locationId),
        eq(weeks.unitTypeId, facts.unitTypeId),
        eq(weeks.fromDate, facts.fromDate),
        eq(weeks.reservationCode, facts.reservationCode),
      ),
    )
    .returning({ id: weeks.id });
  return marked.length > 0;
}
