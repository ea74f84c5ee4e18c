import { sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { alertAddresses, alertMails } from '#src/server/db/schema/leads.ts';
import { savedSearches } from '#src/server/db/schema/saved-searches.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import type { MailContext } from '#src/server/mail/layout.ts';
import { mailLocale } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type { ExchangeRate } from '#src/shared/contracts/system.ts';
import type { AlertWeek } from './mail';
import { savedSearchAlertMail, savedSearchDigestMail } from './saved-mail';
import type { SavedSearchService } from './saved-searches';

const DAY_SECONDS = 86_400;
/** Weeks per digest mail: more than a day brings is unlikely; the rest stay on the site. */
const DIGEST_WEEKS = 30;

interface DigestJob {
  address: string;
}

/** A week as matching reads it: what the mail shows, and the keys the filters compare. */
interface MatchedWeek extends AlertWeek {
  locationId: number;
  resortId: number;
  resortKey: string;
  unitTypeKey: string;
  verified: boolean;
  open: boolean;
}

/** One address a week matched: its newest matching search speaks for it (language, unsubscribe link). */
interface AddressMatch {
  searchId: number;
  address: string;
  to: string;
  locale: string;
  instant: boolean;
}

/** Reads a week with its places; null when it is gone. `open`: on offer, not hidden, not started. */
export async function readAlertWeek(tx: Db, weekId: number): Promise<MatchedWeek | null> {
  const [w] = rowsOf<MatchedWeek>(
    await tx.execute(sql`
      select w.id, w.from_date::text as "fromDate", w.to_date::text as "toDate", w.price::float8 as price,
        l.name as "locationName", r.name as "resortName", ut.name as "unitTypeName",
        w.location_id as "locationId", ut.resort_id as "resortId",
        r.name_folded as "resortKey", ut.name_folded as "unitTypeKey",
        w.verified_at is not null as verified,
        (w.on_offer and w.hidden_at is null and w.from_date >= current_date) as open
      from weeks w join unit_types ut on ut.id = w.unit_type_id join resorts r on r.id = ut.resort_id
      join locations l on l.id = w.location_id
      where w.id = ${weekId}`),
  );
  return w ?? null;
}

/**
 * Saved searches as alerts (docs/decisions/066-saved-searches.md). A week listed, or returned to the
 * lists by a cancelled booking, is matched on the job queue: one statement finds every live search
 * of a confirmed address that the week satisfies (by the match index: the week's destination, and
 * searches for anywhere), one row per address. The addresses are locked in one order, then one
 * insert records each address and week in `alert_mails` (shared with the week requests' alerts, so
 * an address hears of a week once whatever matched it): an instant search's address is mailed now
 * while under its day's allowance, any other waits for its daily digest.
 */
export function savedSearchAlerts(
  db: Db,
  queue: JobQueue,
  mailer: Pick<Mailer, 'queue'>,
  ctx: MailContext,
  searches: Pick<SavedSearchService, 'links'>,
  {
    mailsPerAddressPerDay,
    rate = async () => null,
    timed,
  }: {
    mailsPerAddressPerDay: number;
    rate?: () => Promise<ExchangeRate | null>;
    /** Told how long a matching's own statements took (find, lock, record), before its mails: the bench. */
    timed?: (ms: number) => void;
  },
) {
  /** Every address whose live, confirmed searches the week satisfies: one statement. */
  async function matchingAddresses(tx: Db, w: MatchedWeek): Promise<AddressMatch[]> {
    return rowsOf<AddressMatch>(
      await tx.execute(sql`
        select distinct on (s.email) s.id as "searchId", s.email as address, s.locale,
          coalesce(u.email, s.email) as "to",
          bool_or(s.frequency = 'instant') over (partition by s.email) as instant
        from ${savedSearches} s
        join ${alertAddresses} a on a.email = s.email and a.confirmed_at is not null
        left join users u on u.id = s.user_id
        where s.paused_at is null
          and (s.location_id = ${w.locationId} or s.location_id is null)
          and (s.resort_id = ${w.resortId} or s.resort_id is null)
          and (s.room_type_key is null or s.room_type_key = ${w.unitTypeKey})
          and (s.resort_text_key is null or strpos(${w.resortKey}, s.resort_text_key) > 0)
          and (s.unit_type_text_key is null or strpos(${w.unitTypeKey}, s.unit_type_text_key) > 0)
          and (s.from_date is null or s.from_date <= ${w.fromDate}::date)
          and (s.min_price is null or s.min_price <= ${w.price})
          and (s.max_price is null or s.max_price >= ${w.price})
          and (not s.verified_only or ${w.verified})
          and not exists (select 1 from ${alertMails} m where m.email = s.email and m.week_id = ${w.id})
        order by s.email, s.id desc`),
    );
  }

  /** Matches one week; run again (a retry, the week returning) it tells no address twice. */
  async function matchWeek(weekId: number): Promise<number> {
    // Read before the transaction: the embedded database's one connection is the transaction's.
    const currentRate = await rate();
    return db.transaction(async (tx) => {
      const started = performance.now();
      const week = await readAlertWeek(tx, weekId);
      if (!week?.open) return 0;
      const matched = await matchingAddresses(tx, week);
      if (matched.length === 0) return 0;
      const addresses = matched.map((m) => m.address);
      // One order for every matching, so two at once never wait on each other in a cycle; held, the
      // day's count below is each address's own.
      await tx.execute(
        sql`select 1 from ${alertAddresses} where email = any(${sql.param(addresses)}::text[]) order by email for update`,
      );
      const told = rowsOf<{ address: string; kind: 'alert' | 'digest' }>(
        await tx.execute(sql`
          insert into ${alertMails} (email, week_id, kind, mailed_at, search_id)
          select x.address, ${week.id}::int, k.kind, case when k.kind = 'alert' then now() end, x.search_id
          from unnest(${sql.param(addresses)}::text[], ${sql.param(matched.map((m) => m.instant))}::boolean[],
            ${sql.param(matched.map((m) => m.searchId))}::int[]) as x(address, instant, search_id)
          cross join lateral (
            select case when x.instant and (select count(*) from ${alertMails} t
              where t.email = x.address and t.kind = 'alert' and t.created_at > now() - interval '1 day')
              < ${mailsPerAddressPerDay} then 'alert' else 'digest' end as kind
          ) k
          on conflict do nothing
          returning email as address, kind`),
      );
      timed?.(performance.now() - started);
      const byAddress = new Map(matched.map((m) => [m.address, m]));
      for (const t of told) {
        const m = byAddress.get(t.address);
        if (!m) continue;
        if (t.kind === 'alert') {
          await mailer.queue(
            savedSearchAlertMail(ctx, {
              to: m.to,
              week,
              links: searches.links(m.searchId, m.address),
              locale: mailLocale(m.locale),
              rate: currentRate,
            }),
            tx,
          );
        } else {
          // One digest waits per address (the queue's 'short' policy); it takes every week waiting.
          await queue.send('saved-search-digest', { address: m.address } satisfies DigestJob, {
            tx,
            singletonKey: m.address,
            startAfterSeconds: DAY_SECONDS,
          });
        }
      }
      return told.length;
    });
  }

  /**
   * The digest of one address: every week waiting for it (matched by its searches or its week
   * requests) that is still on offer, in one mail. The UPDATE is the claim: a second run waits for
   * this one's row locks, then finds nothing left and sends nothing.
   */
  async function sendDigest(address: string): Promise<boolean> {
    const currentRate = await rate();
    return db.transaction(async (tx) => {
      const [speaker] = rowsOf<{ searchId: number; to: string; locale: string }>(
        await tx.execute(sql`
          select s.id as "searchId", coalesce(u.email, s.email) as "to", s.locale
          from ${savedSearches} s join ${alertAddresses} a on a.email = s.email and a.confirmed_at is not null
          left join users u on u.id = s.user_id
          where s.email = ${address} and s.paused_at is null
          order by s.id desc limit 1`),
      );
      // No live search of a confirmed address: the week requests' own digest tells of the rest.
      if (!speaker) return false;
      const claimed = rowsOf<{ weekId: number; searchId: number | null }>(
        await tx.execute(sql`
          with claimed as (
            update ${alertMails} set mailed_at = now()
            where email = ${address} and kind = 'digest' and mailed_at is null
            returning week_id, search_id, created_at
          )
          select week_id as "weekId", search_id as "searchId" from claimed order by created_at, week_id`),
      );
      const weeks: AlertWeek[] = [];
      for (const c of claimed) {
        const w = await readAlertWeek(tx, c.weekId);
        if (w?.open && weeks.length < DIGEST_WEEKS) weeks.push(w);
      }
      if (weeks.length === 0) return false;
      const last = [...claimed].reverse().find((c) => c.searchId !== null);
      await mailer.queue(
        savedSearchDigestMail(ctx, {
          to: speaker.to,
          weeks,
          links: searches.links(last?.searchId ?? speaker.searchId, address),
          locale: mailLocale(speaker.locale),
          rate: currentRate,
        }),
        tx,
      );
      return true;
    });
  }

  /** Every digest due by `now`: addresses whose oldest waiting week is a day old (the admin CLI, tests). */
  async function due(now: Date): Promise<{ mailed: number }> {
    const addresses = rowsOf<{ email: string }>(
      await db.execute(sql`
        select email from ${alertMails}
        where kind = 'digest' and mailed_at is null and search_id is not null
        group by email having min(created_at) <= ${now.toISOString()}::timestamptz - interval '1 day'`),
    );
    let mailed = 0;
    for (const a of addresses) if (await sendDigest(a.email)) mailed++;
    return { mailed };
  }

  return {
    matchWeek,
    sendDigest,
    due,
    async startWorker() {
      await queue.work<DigestJob>('saved-search-digest', async ({ address }) => {
        await sendDigest(address);
      });
    },
  };
}

export type SavedSearchAlerts = ReturnType<typeof savedSearchAlerts>;
