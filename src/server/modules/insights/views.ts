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
export function weekViews(db: Db, clock: { today?: () => Promise<string> } = {}) {
  /** The UTC day of this view, read once: every statement of a view then works on the same day. */
  const today =
    clock.today ??
    (async () =>
      rowsOf<{ day: string }>(await db.execute(sql`select to_char(${viewDay}, 'YYYY-MM-DD') as day`))[0].day);

  /**
   * The day's salt: read, or made once. One statement that always answers (a second process
   * making it at once gets the first's): a salt read on one side of midnight and looked for again
   * on the other side is never missing (it was a 500 at midnight).
   */
  async function daySalt(day: string): Promise<string | undefined> {
    const found = rowsOf<{ salt: string }>(
      await db.execute(sql`select salt from ${weekViewSalts} where day = ${day}::date`),
    )[0]?.salt;
    if (found) return found;
    // Two UUIDv4: 244 random bits from the server's cryptographic source.
    const [made] = rowsOf<{ salt: string }>(
      await db.execute(sql`
        insert into ${weekViewSalts} (day, salt)
        select ${day}::date, gen_random_uuid()::text || gen_random_uuid()::text
        where not exists (select 1 from ${weekViewSalts} later where later.day > ${day}::date)
        on conflict (day) do update set salt = ${weekViewSalts}.salt
        returning salt`),
    );
    // None when a later day has begun (another process swept this one): the view is not counted.
    return made?.salt;
  }

  /** Removes the salts and marks of the days before `day`: after this, no view of them can be traced. */
  async function sweepBefore(day: string): Promise<void> {
    await db.execute(sql`delete from ${weekViewMarks} where day < ${day}::date`);
    await db.execute(sql`delete from ${weekViewSalts} where day < ${day}::date`);
  }

  /** Removes the salts and marks of the days that are over. */
  const sweep = async () => sweepBefore(await today());

  /**
   * Counts a viewer's view of some weeks, once a day each; robots, staff and the owner are not
   * counted, nor hidden weeks. The day
   * is read once and the salt is that day's: a view across midnight is counted on one day with
   * that day's salt (it was marked with one day's salt on the next day's row, so a person could be
   * counted twice on a day). A view whose day was swept meanwhile by another process (it started
   * before midnight) is not counted: its day's marks are gone, so it could count a person twice.
   * Weeks are marked and counted in id order, so two reports of the same weeks never deadlock.
   */
  async function record(weekIds: number[], viewer: Viewer): Promise<void> {
    if (viewer.staff || isRobotAgent(viewer.userAgent) || weekIds.length === 0) return;
    const day = await today();
    await sweepBefore(day);
    const salt = await daySalt(day);
    if (salt === undefined) return;
    const ids = sql.join(
      weekIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await db.execute(sql`
      with marked as (
        insert into ${weekViewMarks} (week_id, day, hash)
        select w.id, ${day}::date, encode(sha256(convert_to(${salt}::text || ${viewerKey(viewer)}::text, 'UTF8')), 'hex')
        from ${weeks} w
        where w.id in (${ids}) and w.hidden_at is null
          ${viewer.userId !== null ? sql`and w.user_id <> ${viewer.userId}` : sql``}
          and exists (select 1 from ${weekViewSalts} s where s.day = ${day}::date and s.salt = ${salt}::text)
        order by w.id
        on conflict do nothing
        returning week_id
      )
      insert into ${weekViewDays} (week_id, day, views)
      select week_id, ${day}::date, 1 from marked order by week_id
      on conflict (week_id, day) do update set views = ${weekViewDays}.views + 1`);
  }

  return { record, sweep };
}
export type WeekViews = ReturnType<typeof weekViews>;
