import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { weekViewDays, weekViewMarks, weekViewSalts } from '#src/server/db/schema/insights.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';

/** The day views are counted in: UTC, the same in every process whatever its zone. */
export const viewDay: SQL = sql`(now() at time zone 'UTC')::date`;

/**
 * Agents that announce themselves as robots, crawlers, link previews or scripts: their views are
 * not people's. (A headless browser that runs the page is counted: it is how the journeys visit.)
 */
const ROBOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|curl\/|wget\/|python-|httpclient|okhttp|go-http-client|java\/|libwww|scrapy/i;

export const isRobotAgent = (agent: string | undefined) =>
  !agent || agent.trim() === '' || ROBOT_AGENT.test(agent);

/** Who is viewing, as the count needs it: never stored, only hashed with the day's salt. */
export interface Viewer {
  /** The signed-in account (its own weeks are not counted), or null for a visitor. */
  userId: number | null;
  /** Staff look at weeks to check them, not to rent them: not counted. */
  staff: boolean;
  /** The client address as the proxy reports it. */
  address: string;
  userAgent: string | undefined;
}

/** The key a person is counted by in a day: the account, or the address and browser of a visitor. */
const viewerKey = (viewer: Viewer) =>
  viewer.userId !== null ? `user:${viewer.userId}` : `visitor:${viewer.address}|${viewer.userAgent ?? ''}`;

/**
 * The views of a day, told apart without keeping who (docs/decisions/068). Every process shares the
 * salt, the marks and the counts through the database: a view takes the day's salt (made by the
 * day's first view: one random value, kept only in `week_view_salts`), then in one statement marks
 * each week with sha256(salt, viewer) — the primary key keeps one mark per week, day and person,
 * whoever else marks at once — and adds one to the day's count of each week it newly marked. So a
 * burst of views neither counts a person twice (the mark's conflict) nor loses a count (the count's
 * row is updated under its lock). The day's salt and marks are removed once the day is over.
 */
export function weekViews(db: Db) {
  /** The day's salt: read, or made once (a second process making it at once keeps the first). */
  async function daySalt(): Promise<string> {
    const read = async () =>
      rowsOf<{ salt: string }>(
        await db.execute(sql`select salt from ${weekViewSalts} where day = ${viewDay}`),
      )[0]?.salt;
    const found = await read();
    if (found) return found;
    // Two UUIDv4: 244 random bits from the server's cryptographic source.
    await db.execute(sql`
      insert into ${weekViewSalts} (day, salt)
      values (${viewDay}, gen_random_uuid()::text || gen_random_uuid()::text)
      on conflict (day) do nothing`);
    const made = await read();
    if (!made) throw new Error('the day of views has no salt');
    return made;
  }

  /** Removes the salts and marks of the days that are over: after this, no view can be traced. */
  async function sweep(): Promise<void> {
    await db.execute(sql`delete from ${weekViewMarks} where day < ${viewDay}`);
    await db.execute(sql`delete from ${weekViewSalts} where day < ${viewDay}`);
  }

  /** Counts a viewer's view of some weeks, once a day each; robots, staff and the owner are not counted. */
  async function record(weekIds: number[], viewer: Viewer): Promise<void> {
    if (viewer.staff || isRobotAgent(viewer.userAgent) || weekIds.length === 0) return;
    await sweep();
    const salt = await daySalt();
    const ids = sql.join(
      weekIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await db.execute(sql`
      with marked as (
        insert into ${weekViewMarks} (week_id, day, hash)
        select w.id, ${viewDay}, encode(sha256(convert_to(${salt}::text || ${viewerKey(viewer)}::text, 'UTF8')), 'hex')
        from ${weeks} w
        where w.id in (${ids}) and w.hidden_at is null
          ${viewer.userId !== null ? sql`and w.user_id <> ${viewer.userId}` : sql``}
        on conflict do nothing
        returning week_id
      )
      insert into ${weekViewDays} (week_id, day, views)
      select week_id, ${viewDay}, 1 from marked
      on conflict (week_id, day) do update set views = ${weekViewDays}.views + 1`);
  }

  return { record, sweep };
}
export type WeekViews = ReturnType<typeof weekViews>;
