import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';

interface BookingNote {
  bookingId: number;
  to: string;
}

/**
 * The bookings' event hook, extended: a booking cancelled (ended unpaid, declined, lapsed, refunded)
 * frees its week, which goes back on the lists, so its matching is queued again in the same
 * transaction. Whoever was told of the week already is not told twice (alert_mails).
 */
export function matchReturnedWeeks<N extends BookingNote>(
  onEvent: ((tx: DbOrTx, note: N) => Promise<void>) | undefined,
  weekReturned: (tx: Db, weekId: number) => Promise<unknown>,
) {
  return async (tx: DbOrTx, note: N) => {
    await onEvent?.(tx, note);
    if (note.to !== 'cancelled') return;
    const [booking] = rowsOf<{ weekId: number }>(
      await tx.execute(sql`select week_id as "weekId" from bookings where id = ${note.bookingId}`),
    );
    if (booking) await weekReturned(tx as Db, booking.weekId);
  };
}
