import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';

/**
 * Staff hide a week from every public read (moderation, decision 061). The database takes it off
 * offer with the same write (trigger weeks_hidden_offer) and announces it to every process's caches;
 * true when this call hid it (false: already hidden, or no such week).
 */
export async function hideWeek(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(weeks)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(weeks.id, id), isNull(weeks.hiddenAt)))
    .returning({ id: weeks.id });
  return rows.length > 0;
}

/** Shows a hidden week again; it is back on offer unless a booking of it is live (the same trigger). */
export async function unhideWeek(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(weeks)
    .set({ hiddenAt: null })
    .where(and(eq(weeks.id, id), isNotNull(weeks.hiddenAt)))
    .returning({ id: weeks.id });
  return rows.length > 0;
}
