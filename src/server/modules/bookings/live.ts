import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';

/**
 * Whether an account is the guest or the owner of a booking still under way: not yet ended
 * (cancelled or paid out), or ended with money still to move (a refund or payout not done). Such
 * an account cannot be deleted: the booking's guest, owner and money need it (decision 056).
 */
export async function hasLiveBookings(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = rowsOf<{ live: boolean }>(
    await db.execute(sql`select exists (
      select 1 from bookings b
      where (b.guest_id = ${userId} or b.owner_id = ${userId})
        and (b.status not in ('cancelled', 'paid_out')
          or exists (select 1 from booking_money_steps s
            where s.booking_id = b.id and s.status <> 'done'))
    ) as live`),
  );
  return rows[0]?.live === true;
}
