import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';

/**
 * Staff hide a property listing from every public read (moderation, decision 061): the public
 * queries and their partial indexes hold only listings without `hidden_at`, and the write is
 * announced to every process's caches. True when this call hid it.
 */
export async function hideProperty(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(propertyListings)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(propertyListings.id, id), isNull(propertyListings.hiddenAt)))
    .returning({ id: propertyListings.id });
  return rows.length > 0;
}

/** Shows a hidden listing again (to the public only if it is still active). */
export async function unhideProperty(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(propertyListings)
    .set({ hiddenAt: null })
    .where(and(eq(propertyListings.id, id), isNotNull(propertyListings.hiddenAt)))
    .returning({ id: propertyListings.id });
  return rows.length > 0;
}
