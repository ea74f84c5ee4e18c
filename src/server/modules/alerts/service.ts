import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { foldAccents } from '#src/server/db/schema/accounts.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import {
  alertAddresses,
  alertAddressKey,
  alertMails,
  weekRequestMatches,
  weekRequests,
} from '#src/server/db/schema/leads.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import type { MailContext } from '#src/server/mail/layout.ts';
import { mailLocale } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type { ExchangeRate } from '#src/shared/contracts/system.ts';
import { withWeekPlaces } from '../weeks/queries';
import { addressConfirmations, invalidLink } from './confirmations';
import { type AlertWeek, alertDigestMail, alertMail } from './mail';

/** An address hears of this many matches one by one in a day unless configured; more wait for the digest. */
const ALERT_MAILS_PER_DAY = 10;
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
  address: string;
  email: string;
  locale: string;
}

/**
 * Week requests as alerts, to confirmed addresses only (docs/decisions/039-alerts-double-opt-in.md).
 * A request's receipt carries a link that confirms its address (a click on the page it opens, never
 * the GET a mail scanner makes); an address that confirmed needs no second confirmation until it
 * stops an alert. Listing a week queues a job in the listing's transaction; the job (not the owner's
 * request) finds the live requests for that destination whose dates overlap the week and whose
 * address is confirmed, records each match once (the primary key on request and week), and tells
 * each address once per week (the primary key on address and week in `alert_mails`) however many
 * of its requests match: alone for the first `mailsPerAddressPerDay` of a day, in one daily digest
 * after that.
 */
export function weekAlerts(
  db: Db,
  queue: JobQueue,
  mailer: Pick<Mailer, 'queue'>,
  ctx: MailContext,
  secret: string,
  {
    mailsPerAddressPerDay = ALERT_MAILS_PER_DAY,
    rate = async () => null,
    savedSearches,
  }: {
    mailsPerAddressPerDay?: number;
    /** The saved searches' matching, run by the same job after the requests' (saved-matching.ts). */
    savedSearches?: { matchWeek: (weekId: number) => Promise<unknown> };
    /** The site's current peso rate: Spanish mails show prices in pesos first (decision 063). */
    rate?: () => Promise<ExchangeRate | null>;
  } = {},
) {
  const sign = (requestId: number) =>
    createHmac('sha256', `${secret}:week-alerts`).update(String(requestId)).digest('base64url').slice(0, 32);

  const checkToken = (requestId: number, token: string) => {
    const expected = Buffer.from(sign(requestId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const confirmations = addressConfirmations(db, ctx.publicUrl);

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
    // Read before the transaction: the rate's first read queries the database, and the embedded
    // database has one connection, held by the transaction.
    const currentRate = await rate();
    return db.transaction(async (tx) => {
      const week = await loadWeek(tx, weekId);
      if (!week) return 0;
      // Live requests for the destination (same folding as the request's stored key), still
      // running, whose stay overlaps the week and whose address confirmed it wants alerts; the
      // insert skips matches already recorded.
      const matches = rowsOf<Match>(
        await tx.execute(sql`
          with matched as (
            insert into ${weekRequestMatches} (request_id, week_id, mailed_at)
            select r.id, ${week.id}::int, now() from ${weekRequests} r
            join ${alertAddresses} a
              on a.email = ${alertAddressKey(sql`r.email`)} and a.confirmed_at is not null
            where r.location_key = ${foldAccents(sql`${week.locationName}::text`)}
              and r.unsubscribed_at is null
              and r.end_date >= greatest(current_date, ${week.fromDate}::date)
              and r.start_date <= ${week.toDate}::date
            on conflict do nothing
            returning request_id
          )
          select r.id as "requestId", ${alertAddressKey(sql`r.email`)} as "address", r.email, r.locale
          from matched m join ${weekRequests} r on r.id = m.request_id
          order by r.id desc`),
      );
      // One alert per address, however many of its requests match: the newest request speaks for
      // it (its language, its unsubscribe link).
      const byAddress = new Map<string, Match>();
      for (const m of matches) if (!byAddress.has(m.address)) byAddress.set(m.address, m);
      for (const m of [...byAddress.values()].sort((x, y) => (x.address < y.address ? -1 : 1))) {
        await tellAddress(tx, m, week, currentRate);
      }
      return matches.length;
    });
  }

  /**
   * Tells one address of one week, once: the row on (address, week) is the claim, so a retry or
   * another process finds it and sends nothing. The address's row is locked first, so two matchings
   * at once count its day one after the other and the daily allowance holds.
   */
  async function tellAddress(tx: Db, m: Match, week: AlertWeek, currentRate: ExchangeRate | null) {
    await tx.execute(sql`select 1 from ${alertAddresses} where email = ${m.address} for update`);
    const [{ n: today }] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        select count(*)::int as n from ${alertMails}
        where email = ${m.address} and kind = 'alert' and created_at > now() - interval '1 day'`),
    );
    const kind = today < mailsPerAddressPerDay ? 'alert' : 'digest';
    const inserted = rowsOf<{ kind: string }>(
      await tx.execute(sql`
        insert into ${alertMails} (email, week_id, kind, mailed_at)
        values (${m.address}, ${week.id}, ${kind}, ${kind === 'alert' ? sql`now()` : sql`null`})
        on conflict do nothing
        returning kind`),
    );
    if (inserted.length === 0) return;
    if (kind === 'alert') {
      await mailer.queue(
        alertMail(ctx, {
          to: m.email,
          week,
          links: unsubscribeLinks(m.requestId),
          locale: mailLocale(m.locale),
          rate: currentRate,
        }),
        tx,
      );
    } else {
      // One digest per request waits at a time (the queue's 'short' policy); it takes every week
      // its address has waiting.
      await queue.send('alert-digest', { requestId: m.requestId } satisfies DigestJob, {
        tx,
        singletonKey: String(m.requestId),
        startAfterSeconds: DAY_SECONDS,
      });
    }
  }

  /** The day's digest for one request's address: every week waiting for it that still exists. */
  async function sendDigest(requestId: number): Promise<void> {
    const currentRate = await rate();
    await db.transaction(async (tx) => {
      const [request] = await tx
        .select({
          id: weekRequests.id,
          email: weekRequests.email,
          locale: weekRequests.locale,
          preferredLocation: weekRequests.preferredLocation,
          unsubscribedAt: weekRequests.unsubscribedAt,
          confirmedAt: alertAddresses.confirmedAt,
        })
        .from(weekRequests)
        .leftJoin(alertAddresses, eq(alertAddresses.email, alertAddressKey(sql`${weekRequests.email}`)))
        .where(eq(weekRequests.id, requestId))
        .limit(1);
      if (!request || request.unsubscribedAt || !request.confirmedAt) return;
      // The claim is the update itself: a second run of this digest (another process, a retry)
      // waits for this one's row locks, then finds nothing left unmailed and sends nothing.
      const pending = rowsOf<{ week_id: number }>(
        await tx.execute(sql`
          with claimed as (
            update ${alertMails} set mailed_at = now()
            where email = ${alertAddressKey(sql`${request.email}::text`)} and kind = 'digest' and mailed_at is null
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
          location: request.preferredLocation,
          weeks: shown,
          more: pending.length - shown.length,
          links: unsubscribeLinks(requestId),
          locale: mailLocale(request.locale),
          rate: currentRate,
        }),
        tx,
      );
    });
  }

  function requestIdOf(r: number, t: string): number {
    if (!Number.isSafeInteger(r) || r < 1 || r > 2_147_483_647 || !checkToken(r, t)) {
      throw invalidLink();
    }
    return r;
  }

  return {
    unsubscribeLinks,

    /** Queues the matching of a new week, in the transaction that lists it. */
    weekListed: (tx: Db, weekId: number) =>
      queue.send('week-alerts', { weekId } satisfies AlertJob, { tx, retryLimit: 5, retryDelay: 30 }),
    /**
     * Queues the same matching when a week comes back on the lists (a cancelled booking, moderation
     * showing it again) or staff verify it (verified-only searches); nobody is told of it twice.
     */
    weekReturned: (tx: Db, weekId: number) =>
      queue.send('week-alerts', { weekId } satisfies AlertJob, { tx, retryLimit: 5, retryDelay: 30 }),

    matchWeek,
    sendDigest,

    async startWorkers() {
      await queue.work<AlertJob>('week-alerts', async ({ weekId }) => {
        await matchWeek(weekId);
        await savedSearches?.matchWeek(weekId);
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
      if (!row) throw new AppError('NOT_FOUND', 'leads.alertNoLongerExists');
      return {
        preferredLocation: row.preferredLocation,
        startDate: row.startDate,
        endDate: row.endDate,
        subscribed: row.unsubscribedAt === null,
      };
    },

    /**
     * Stops (or, from the confirmation page's undo, restarts) a request's alert; idempotent. A stop
     * also withdraws its address's confirmation, so no request naming it is alerted until it
     * confirms again; the undo (a link mailed to that address) gives it back.
     */
    async setSubscribed(r: number, t: string, subscribed: boolean) {
      const id = requestIdOf(r, t);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(weekRequests)
          .set({
            unsubscribedAt: subscribed ? null : sql`coalesce(${weekRequests.unsubscribedAt}, now())`,
          })
          .where(eq(weekRequests.id, id))
          .returning({ email: weekRequests.email });
        if (!row) throw new AppError('NOT_FOUND', 'leads.alertNoLongerExists');
        const address = alertAddressKey(sql`${row.email}::text`);
        if (subscribed) {
          await tx
            .insert(alertAddresses)
            .values({ email: address, confirmedAt: sql`now()` })
            .onConflictDoUpdate({
              target: alertAddresses.email,
              set: { confirmedAt: sql`coalesce(${alertAddresses.confirmedAt}, now())` },
            });
        } else {
          await tx.update(alertAddresses).set({ confirmedAt: null }).where(eq(alertAddresses.email, address));
        }
        return { subscribed };
      });
    },

    ...confirmations,
  };
}

export type { ConfirmationState } from './confirmations';
export type WeekAlerts = ReturnType<typeof weekAlerts>;
