import { or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { containsFolded } from '#src/server/lib/sql.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import type { MailContext } from '#src/server/mail/layout.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type {
  OwnerInterest,
  OwnerInterestKind,
  OwnerInterestsPage,
  ownerInterestsQuery,
} from '#src/shared/contracts/leads.ts';
import { type LeadListing, leadBatchMail, leadMail } from './owner-mail';

/** Lead mails one listing's owner gets per hour, one by one; the rest of the hour go in one batch. */
export const OWNER_LEAD_MAILS_PER_HOUR = 5;
const HOUR_SECONDS = 3600;
/** Leads shown in one batch mail; the dashboard has them all. */
const BATCH_SHOWN = 30;

interface BatchJob {
  kind: OwnerInterestKind;
  listingId: number;
}

const TABLES = {
  week: { interests: 'week_interests', fk: 'week_id' },
  property: { interests: 'property_listing_interests', fk: 'property_listing_id' },
} as const;

/**
 * The listing and its owner, locked for the rest of the transaction: interests in one listing are
 * counted against its hourly limit one after another, so parallel posts cannot all slip under it.
 * `no key update` does not conflict with the key-share lock the interest's foreign key already
 * took, so two posts queue behind each other instead of deadlocking.
 */
async function lockListing(tx: Db, kind: OwnerInterestKind, listingId: number) {
  const query =
    kind === 'week'
      ? sql`select w.id, u.email as "ownerEmail", u.first_name as "ownerName", u.locale,
            r.name as title, ut.name as detail, w.from_date::text as "fromDate", w.to_date::text as "toDate"
          from weeks w join users u on u.id = w.user_id
          join unit_types ut on ut.id = w.unit_type_id join resorts r on r.id = ut.resort_id
          where w.id = ${listingId} for no key update of w`
      : sql`select p.id, u.email as "ownerEmail", u.first_name as "ownerName", u.locale,
            p.hotel_name as title, p.location as detail
          from property_listings p join users u on u.id = p.user_id
          where p.id = ${listingId} for no key update of p`;
  const [row] = rowsOf<LeadListing & { id: number }>(await tx.execute(query));
  return row;
}

/**
 * Interest reaches the listing's owner: a mail with the visitor's message and `Reply-To` set to the
 * visitor, so the owner answers directly; at most OWNER_LEAD_MAILS_PER_HOUR per listing an hour,
 * the rest gathered into one mail an hour later. The owner's dashboard lists every interest.
 */
export function ownerLeads(db: Db, queue: JobQueue, mailer: Pick<Mailer, 'queue'>, ctx: MailContext) {
  /** In the transaction that stored the interest: mail now, or leave it for the hour's batch. */
  async function interestCreated(
    tx: Db,
    kind: OwnerInterestKind,
    listingId: number,
    interest: { id: number; email: string; message: string },
  ) {
    const listing = await lockListing(tx, kind, listingId);
    if (!listing) return;
    const { interests, fk } = TABLES[kind];
    const [{ n }] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from ${sql.identifier(interests)}
        where ${sql.identifier(fk)} = ${listingId} and owner_mail = 'sent'
          and created_at > now() - interval '1 hour'`),
    );
    if (n < OWNER_LEAD_MAILS_PER_HOUR) {
      await tx.execute(
        sql`update ${sql.identifier(interests)} set owner_mail = 'sent' where id = ${interest.id}`,
      );
      await mailer.queue(leadMail(ctx, kind, listing, interest), tx);
      return;
    }
    await tx.execute(
      sql`update ${sql.identifier(interests)} set owner_mail = 'batched' where id = ${interest.id}`,
    );
    await queue.send('owner-lead-batch', { kind, listingId } satisfies BatchJob, {
      tx,
      singletonKey: `${kind}:${listingId}`,
      startAfterSeconds: HOUR_SECONDS,
    });
  }

  async function sendBatch({ kind, listingId }: BatchJob) {
    await db.transaction(async (tx) => {
      const listing = await lockListing(tx, kind, listingId);
      if (!listing) return;
      const { interests, fk } = TABLES[kind];
      const batched = rowsOf<{ email: string; message: string }>(
        await tx.execute(sql`update ${sql.identifier(interests)} set owner_mail = 'batch-sent'
          where ${sql.identifier(fk)} = ${listingId} and owner_mail = 'batched'
          returning email, message, created_at`),
      );
      if (batched.length === 0) return;
      await mailer.queue(
        leadBatchMail(ctx, kind, listing, batched.slice(0, BATCH_SHOWN), batched.length),
        tx,
      );
    });
  }

  return {
    interestCreated,
    sendBatch,
    startWorker: () => queue.work<BatchJob>('owner-lead-batch', sendBatch),

    /**
     * The owner's interests across their weeks and listings, newest (or oldest) first, paged; a
     * search matches the visitor's e-mail, the message or the listing's title, case and accents
     * ignored. `unhandled` counts the new ones whatever the filters, for the section's heading.
     */
    async list(ownerId: number, q: z.output<typeof ownerInterestsQuery>): Promise<OwnerInterestsPage> {
      const onlyUnhandled = q.unhandled === 'true';
      const filter = onlyUnhandled ? sql`and i.owner_handled = false` : sql``;
      const mine = sql`
        select 'week' as kind, i.id, w.id as "listingId", r.name as "listingTitle",
          ut.name as "listingDetail", to_char(w.from_date, 'YYYY-MM-DD') as "fromDate",
          to_char(w.to_date, 'YYYY-MM-DD') as "toDate", i.email, i.message, i.created_at as "createdAt", i.owner_handled as handled
        from weeks w join week_interests i on i.week_id = w.id
        join unit_types ut on ut.id = w.unit_type_id join resorts r on r.id = ut.resort_id
        where w.user_id = ${ownerId} ${filter}
        union all
        select 'property', i.id, p.id, p.hotel_name, p.location, null, null,
          i.email, i.message, i.created_at, i.owner_handled
        from property_listings p join property_listing_interests i on i.property_listing_id = p.id
        where p.user_id = ${ownerId} ${filter}`;
      const search = q.q
        ? sql`where ${or(
            containsFolded(sql`x.email`, q.q),
            containsFolded(sql`x.message`, q.q),
            containsFolded(sql`x."listingTitle"`, q.q),
          )}`
        : sql``;
      const order = q.sort === 'oldest' ? sql`"createdAt" asc, id asc` : sql`"createdAt" desc, id desc`;
      const [items, counts] = await Promise.all([
        db.execute(sql`select * from (${mine}) x ${search} order by ${order}
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
        db.execute(sql`select
            (select count(*)::int from (${mine}) x ${search}) as total,
            (select count(*)::int from weeks w join week_interests i on i.week_id = w.id where w.user_id = ${ownerId} and i.owner_handled = false)
          + (select count(*)::int from property_listings p join property_listing_interests i on i.property_listing_id = p.id where p.user_id = ${ownerId} and i.owner_handled = false) as unhandled`),
      ]);
      const [count] = rowsOf<{ total: number; unhandled: number }>(counts);
      return {
        items: rowsOf<OwnerInterest & { createdAt: string | Date }>(items).map((row) => ({
          ...row,
          createdAt: new Date(row.createdAt).toISOString(),
        })),
        total: Number(count.total),
        unhandled: Number(count.unhandled),
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Marks one of the owner's interests handled (or not); someone else's is "not found". */
    async setHandled(ownerId: number, kind: OwnerInterestKind, id: number, handled: boolean) {
      const query =
        kind === 'week'
          ? sql`update week_interests i set owner_handled = ${handled} from weeks w
              where i.id = ${id} and w.id = i.week_id and w.user_id = ${ownerId} returning i.id`
          : sql`update property_listing_interests i set owner_handled = ${handled} from property_listings p
              where i.id = ${id} and p.id = i.property_listing_id and p.user_id = ${ownerId} returning i.id`;
      const [row] = rowsOf<{ id: number }>(await db.execute(query));
      if (!row) throw new AppError('NOT_FOUND', 'leads.interestNotFound');
      return { kind, id, handled };
    },
  };
}

export type OwnerLeads = ReturnType<typeof ownerLeads>;
