import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { foldAccents } from '#src/server/db/schema/accounts.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weekRequestMatches, weekRequests } from '#src/server/db/schema/leads.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import type { MailContext } from '#src/server/mail/layout.ts';
import { mailLocale } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import { withWeekPlaces } from '../weeks/queries';
import { type AlertWeek, alertDigestMail, alertMail } from './mail';

/** A requester hears of this many matches one by one in a day; more wait for the daily digest. */
const ALERT_MAILS_PER_DAY = 3;
const DAY_SECONDS = 86_400;
/** Matches per digest mail; the rest are summed up with a link to the destination. */
const DIGEST_WEEKS = 20;

export interface AlertJob {
  weekId: number;
}
interface DigestJob {
  requestId: number;
}

interface Match {
  requestId: number;
  name: string;
  email: string;
  locale: string;
  recent: number;
}

/**
 * Week requests as alerts. Listing a week queues a job in the listing's transaction; the job (not
 * the owner's request) finds the live requests for that destination whose dates overlap the week,
 * records each match once (the primary key on request and week), and mails the requester: alone
 * for the first few of a day, in one daily digest after that. Unsubscribing stops all of it.
 */
export function weekAlerts(
  db: Db,
  queue: JobQueue,
  mailer: Pick<Mailer, 'queue'>,
  ctx: MailContext,
  secret: string,
) {
  const sign = (requestId: number) =>
    createHmac('sha256', `${secret}:week-alerts`).update(String(requestId)).digest('base64url').slice(0, 32);

  const checkToken = (requestId: number, token: string) => {
    const expected = Buffer.from(sign(requestId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const unsubscribeLinks = (requestId: number) => {
    const query = `r=${requestId}&t=${sign(requestId)}`;
    return {
      page: `${ctx.publicUrl}/alerts/unsubscribe?${query}`,
      oneClick: `${ctx.publicUrl}/api/alerts/unsubscribe?${query}`,
    };
  };

  async function loadWeek(tx: Db, weekId: number): Promise<AlertWeek | undefined> {
    const [week] = await withWeekPlaces(
      tx
        .select({
          id: weeks.id,
          fromDate: weeks.fromDate,
          toDate: weeks.toDate,
          price: weeks.price,
          locationName: locations.name,
          resortName: resorts.name,
          unitTypeName: unitTypes.name,
        })
        .from(weeks)
        .$dynamic(),
    )
      .where(eq(weeks.id, weekId))
      .limit(1);
    return week;
  }

  /** Matches one newly listed week; run again (a retry) it finds its matches recorded and sends nothing twice. */
  async function matchWeek(weekId: number): Promise<number> {
    return db.transaction(async (tx) => {
      const week = await loadWeek(tx, weekId);
      if (!week) return 0;
      // Live requests for the destination (same folding as the request's stored key), still
      // running, whose stay overlaps the week; the insert skips matches already recorded.
      const rows = (await tx.execute(sql`
        with matched as (
          insert into ${weekRequestMatches} (request_id, week_id)
          select r.id, ${week.id}::int from ${weekRequests} r
          where r.location_key = ${foldAccents(sql`${week.locationName}::text`)}
            and r.unsubscribed_at is null
            and r.end_date >= greatest(current_date, ${week.fromDate}::date)
            and r.start_date <= ${week.toDate}::date
          on conflict do nothing
          returning request_id
        )
        select r.id as "requestId", r.name, r.email, r.locale,
          (select count(*)::int from ${weekRequestMatches} x
            where x.request_id = r.id and x.mailed_at > now() - interval '1 day') as "recent"
        from matched m join ${weekRequests} r on r.id = m.request_id
      `)) as unknown as { rows: Match[] } | Match[];
      const matches = Array.isArray(rows) ? rows : rows.rows;
      const now: number[] = [];
      for (const m of matches) {
        if (m.recent < ALERT_MAILS_PER_DAY) {
          const links = unsubscribeLinks(m.requestId);
          await mailer.queue(
            alertMail(ctx, { to: m.email, name: m.name, week, links, locale: mailLocale(m.locale) }),
            tx,
          );
          now.push(m.requestId);
        } else {
          // One digest per request waits at a time (the queue's 'short' policy).
          await queue.send('alert-digest', { requestId: m.requestId } satisfies DigestJob, {
            tx,
            singletonKey: String(m.requestId),
            startAfterSeconds: DAY_SECONDS,
          });
        }
      }
      if (now.length > 0) {
        await tx.execute(sql`
          update ${weekRequestMatches} set mailed_at = now()
          where week_id = ${week.id} and request_id in (${sql.join(
            now.map((id) => sql`${id}`),
            sql`, `,
          )})`);
      }
      return matches.length;
    });
  }

  /** The day's digest for one request: every match not yet mailed, whose week still exists. */
  async function sendDigest(requestId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [request] = await tx
        .select({
          id: weekRequests.id,
          name: weekRequests.name,
          email: weekRequests.email,
          locale: weekRequests.locale,
          preferredLocation: weekRequests.preferredLocation,
          unsubscribedAt: weekRequests.unsubscribedAt,
        })
        .from(weekRequests)
        .where(eq(weekRequests.id, requestId))
        .limit(1);
      if (!request || request.unsubscribedAt) return;
      // The claim is the update itself: a second run of this digest (another process, a retry)
      // waits for this one's row locks, then finds nothing left unmailed and sends nothing.
      const pending = rowsOf<{ week_id: number }>(
        await tx.execute(sql`
          with claimed as (
            update ${weekRequestMatches} set mailed_at = now()
            where request_id = ${requestId} and mailed_at is null
            returning week_id, created_at
          )
          select week_id from claimed order by created_at, week_id`),
      );
      if (pending.length === 0) return;
      const shown: AlertWeek[] = [];
      for (const p of pending.slice(0, DIGEST_WEEKS)) {
        const week = await loadWeek(tx, p.week_id);
        if (week) shown.push(week);
      }
      if (shown.length === 0) return;
      await mailer.queue(
        alertDigestMail(ctx, {
          to: request.email,
          name: request.name,
          location: request.preferredLocation,
          weeks: shown,
          more: pending.length - shown.length,
          links: unsubscribeLinks(requestId),
          locale: mailLocale(request.locale),
        }),
        tx,
      );
    });
  }

  function requestIdOf(r: number, t: string): number {
    if (!Number.isSafeInteger(r) || r < 1 || r > 2_147_483_647 || !checkToken(r, t)) {
      throw new AppError('NOT_FOUND', 'This link is not valid. It may have been copied incompletely.');
    }
    return r;
  }

  return {
    unsubscribeLinks,

    /** Queues the matching of a new week, in the transaction that lists it. */
    weekListed: (tx: Db, weekId: number) =>
      queue.send('week-alerts', { weekId } satisfies AlertJob, { tx, retryLimit: 5, retryDelay: 30 }),

    matchWeek,
    sendDigest,

    async startWorkers() {
      await queue.work<AlertJob>('week-alerts', async ({ weekId }) => {
        await matchWeek(weekId);
      });
      await queue.work<DigestJob>('alert-digest', async ({ requestId }) => {
        await sendDigest(requestId);
      });
    },

    /** What the unsubscribe page shows: the request (never its e-mail) and whether it is stopped. */
    async describe(r: number, t: string) {
      const id = requestIdOf(r, t);
      const [row] = await db
        .select({
          preferredLocation: weekRequests.preferredLocation,
          startDate: weekRequests.startDate,
          endDate: weekRequests.endDate,
          unsubscribedAt: weekRequests.unsubscribedAt,
        })
        .from(weekRequests)
        .where(eq(weekRequests.id, id))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND', 'This alert no longer exists.');
      return {
        preferredLocation: row.preferredLocation,
        startDate: row.startDate,
        endDate: row.endDate,
        subscribed: row.unsubscribedAt === null,
      };
    },

    /** Stops (or, from the confirmation page's undo, restarts) a request's alert; idempotent. */
    async setSubscribed(r: number, t: string, subscribed: boolean) {
      const id = requestIdOf(r, t);
      const [row] = await db
        .update(weekRequests)
        .set({
          unsubscribedAt: subscribed ? null : sql`coalesce(${weekRequests.unsubscribedAt}, now())`,
        })
        .where(eq(weekRequests.id, id))
        .returning({ id: weekRequests.id });
      if (!row) throw new AppError('NOT_FOUND', 'This alert no longer exists.');
      return { subscribed };
    },
  };
}

export type WeekAlerts = ReturnType<typeof weekAlerts>;
