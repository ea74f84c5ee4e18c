import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resorts, unitTypes } from '../db/schema/catalog';
import { weeks } from '../db/schema/weeks';
import { rowsOf } from '../lib/sql-rows';
import { keptAnswer, keptDays, refreshGuidanceDays } from '../modules/insights/guidance-days';

/** A day `offset` days from today (UTC), yyyy-MM-dd. */
export const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The day `days` after a yyyy-MM-dd day. */
export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A week written straight to the table (any start, past ones too, which the API refuses). */
export async function insertWeek(
  db: Db,
  w: { userId: number; locationId: number; unitTypeId: number; fromDate: string; price: number },
): Promise<number> {
  const [row] = await db
    .insert(weeks)
    .values({ ...w, toDate: plusDays(w.fromDate, 6), reservationCode: 'RES-1' })
    .returning({ id: weeks.id });
  return row.id;
}

/** A paid, completed booking of a week at `totalCents`, written straight to the table. */
export async function insertPaidBooking(
  db: Db,
  b: { weekId: number; ownerId: number; totalCents: number; status?: string },
): Promise<void> {
  await db.execute(sql`
    insert into bookings (reference, week_id, owner_id, location_id, resort_id, unit_type_id, from_date, to_date,
      time_zone, check_in_at, check_out_at, full_refund_until, status, total_cents, provider,
      agreement_version, agreement_accepted_at, paid_at, cancel_reason, cancelled_at)
    select ${`SEM-${randomBytes(3).toString('hex').toUpperCase()}`}, w.id, ${b.ownerId}, w.location_id, u.resort_id, w.unit_type_id,
      w.from_date, w.to_date, 'America/Mexico_City', w.from_date::timestamptz, w.to_date::timestamptz,
      w.from_date::timestamptz, ${b.status ?? 'completed'}, ${b.totalCents}, 'test', 'v1', now(), now(),
      ${b.status === 'cancelled' ? 'guest_cancelled' : null}, ${b.status === 'cancelled' ? sql`now()` : sql`null`}
    from weeks w join unit_types u on u.id = w.unit_type_id where w.id = ${b.weekId}`);
}

/** A week request written straight to the table. */
export async function insertRequest(
  db: Db,
  r: {
    email: string;
    location: string;
    startDate: string;
    endDate: string;
    status?: string;
    unsubscribed?: boolean;
  },
): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into week_requests (name, email, preferred_location, start_date, end_date, status, unsubscribed_at)
      values ('Ana', ${r.email}, ${r.location}, ${r.startDate}, ${r.endDate}, ${r.status ?? 'pending'},
        ${r.unsubscribed ? sql`now()` : sql`null`})
      returning id`),
  );
  return row.id;
}

/**
 * A suite's own unit types (each case reads only the weeks it writes, `label` keeps the names of
 * two suites apart) in the seeded catalogue's first resort, and weeks of `owner` in them.
 */
export async function unitTypeSuite(db: Db, owner: { id: number }, label: string) {
  const [resort] = await db.select().from(resorts).limit(1);
  let made = 0;
  return {
    resort,
    async newUnitType(): Promise<number> {
      const [row] = await db
        .insert(unitTypes)
        .values({ resortId: resort.id, name: `${label} ${++made}` })
        .returning({ id: unitTypes.id });
      return row.id;
    },
    week: (unitTypeId: number, fromDate: string, price: number) =>
      insertWeek(db, { userId: owner.id, locationId: resort.locationId, unitTypeId, fromDate, price }),
  };
}

/** Whether a write has marked the unit type's kept price guidance stale (migration 0042). */
export const isGuidanceStale = async (db: Db, unitTypeId: number) =>
  rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from price_guidance_stale where unit_type_id = ${unitTypeId}`,
    ),
  )[0].n === 1;

/** The kept guidance for a week, as the service reads it (undefined: not current, so computed). */
export async function keptGuidance(db: Db, q: { unitTypeId: number; fromDate: string }) {
  const days = await keptDays(db, q.unitTypeId);
  return days ? keptAnswer(q.unitTypeId, days, q.fromDate) : undefined;
}

/** Every stale mark taken and computed, as of `now`. */
export const refreshAllGuidance = (db: Db, now = new Date()) =>
  refreshGuidanceDays(db, now, { budgetMs: Number.POSITIVE_INFINITY });
