import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { weekVerifications } from '#src/server/db/schema/verification.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { isoTimestamp, pagedQuery, rawRows, statementNames } from '#src/server/lib/prepared.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { markWeekVerified } from '#src/server/modules/weeks/verified.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type {
  StaffVerification,
  StaffVerificationPage,
  staffVerificationsQuery,
} from '#src/shared/contracts/verification.ts';
import type { VerificationMail } from './mails';

type Query = z.output<typeof staffVerificationsQuery>;

const nameOf = statementNames('verification_queue');

/** The queue's columns, in the order `toQueueItem` reads them. */
// Each column named apart: a transaction's read (drizzle's execute) answers objects, in this order.
const QUEUE_SELECT = `select v.id, v.week_id, v.status, v.reason, ${isoTimestamp('v.created_at')} as created,
 ${isoTimestamp('v.decided_at')} as decided, ${isoTimestamp('v.lapsed_at')} as lapsed, r.name as resort,
 ut.name as unit_type, l.name as location, v.from_date::text as from_day, (v.from_date + 6)::text as to_day,
 v.reservation_code, u.id as owner_id, u.first_name, u.last_name, u.email,
 d.first_name || ' ' || d.last_name as decider,
 coalesce((select json_agg(json_build_object('id', f.id, 'position', f.position, 'contentType', f.content_type,
   'byteSize', f.byte_size, 'name', f.original_name) order by f.position)
   from week_verification_files f where f.verification_id = v.id), '[]'::json) as files`;
const QUEUE_COLUMNS = 19;
const QUEUE_FROM = `from week_verifications v
join unit_types ut on ut.id = v.unit_type_id
join resorts r on r.id = ut.resort_id
join locations l on l.id = v.location_id
join users u on u.id = v.user_id
left join users d on d.id = v.decided_by`;

/** A row of the queue's statement as staff see it. */
function toQueueItem(r: unknown[]): StaffVerification {
  const files = (typeof r[18] === 'string' ? JSON.parse(r[18]) : r[18]) as StaffVerification['files'];
  return {
    id: r[0] as number,
    weekId: r[1] as number,
    status: r[2] as StaffVerification['status'],
    reason: r[3] as string | null,
    createdAt: r[4] as string,
    decidedAt: r[5] as string | null,
    lapsedAt: r[6] as string | null,
    files,
    resortName: r[7] as string,
    unitTypeName: r[8] as string,
    locationName: r[9] as string,
    fromDate: r[10] as string,
    toDate: r[11] as string,
    reservationCode: r[12] as string,
    owner: {
      id: r[13] as number,
      firstName: r[14] as string,
      lastName: r[15] as string,
      email: r[16] as string,
    },
    decidedBy: r[17] as string | null,
  };
}

/**
 * The staff's verification queue (decision 062): the pending requests oldest first (or the decided
 * ones, newest decision first), paged by the server from week_verifications_queue_idx, and the
 * decisions. A decision locks its request: two staff deciding at once, one wins and the other is
 * told it was already decided (409).
 */
export function verificationStaff(
  db: Db,
  mail: VerificationMail,
  /** A week newly verified may now meet verified-only alerts: their matching is queued in the same transaction. */
  weekVerified?: (tx: Db, weekId: number) => Promise<unknown>,
) {
  /** One request as the queue shows it, read in the deciding transaction. */
  async function one(tx: DbOrTx, id: number): Promise<StaffVerification> {
    const [row] = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`${sql.raw(QUEUE_SELECT)} ${sql.raw(QUEUE_FROM)} where v.id = ${id}`),
    );
    if (!row) throw new AppError('NOT_FOUND', 'verification.notFound');
    return toQueueItem(Object.values(row));
  }

  async function decide(
    staff: PublicUser,
    id: number,
    outcome: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<StaffVerification> {
    return db.transaction(async (tx) => {
      // The week is locked before its request, the order an edit of the week takes (the week, then
      // its trigger's update of the request): two orders would deadlock.
      const [target] = await tx
        .select({ weekId: weekVerifications.weekId })
        .from(weekVerifications)
        .where(eq(weekVerifications.id, id));
      if (!target) throw new AppError('NOT_FOUND', 'verification.notFound');
      const [week] = await tx
        .select({ hiddenAt: weeks.hiddenAt })
        .from(weeks)
        .where(eq(weeks.id, target.weekId))
        .for('update');
      const [row] = await tx
        .select()
        .from(weekVerifications)
        .where(eq(weekVerifications.id, id))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', 'verification.notFound');
      // Staff never vouch for (or turn down) their own week.
      if (row.userId === staff.id) throw new AppError('FORBIDDEN', 'verification.ownWeek');
      if (row.status !== 'pending') throw new AppError('CONFLICT', 'verification.alreadyDecided');
      if (outcome === 'approved' && week?.hiddenAt) throw new AppError('CONFLICT', 'verification.weekHidden');
      const now = new Date();
      if (outcome === 'approved') {
        // The week must still be what the owner's proof shows (a change would have lapsed the
        // request already, by the trigger; this is the same rule from this side).
        const marked = await markWeekVerified(tx, row.weekId, row, now);
        if (!marked) throw new AppError('CONFLICT', 'verification.weekChanged');
        await weekVerified?.(tx as Db, row.weekId);
      }
      await tx
        .update(weekVerifications)
        .set({ status: outcome, reason, decidedAt: now, decidedBy: staff.id })
        .where(eq(weekVerifications.id, id));
      const decided = await one(tx, id);
      const [owner] = await tx
        .select({ email: users.email, firstName: users.firstName, locale: users.locale })
        .from(users)
        .where(eq(users.id, row.userId));
      await mail(tx, outcome, {
        to: owner,
        stay: `${decided.resortName}, ${decided.unitTypeName}, ${decided.locationName}`,
        fromDate: decided.fromDate,
        toDate: decided.toDate,
        reason,
      });
      return decided;
    });
  }

  return {
    /**
     * GET /api/staff/verifications: one prepared statement per view (the page, its files as JSON,
     * and the count as an InitPlan), read in order from week_verifications_queue_idx (waiting) or
     * week_verifications_decided_idx (decided).
     */
    async list(q: Query): Promise<StaffVerificationPage> {
      const pending = q.view === 'pending';
      const where = pending ? `v.status = 'pending'` : 'v.decided_at is not null';
      const order = pending ? 'v.created_at asc, v.id asc' : 'v.decided_at desc, v.id desc';
      const query = pagedQuery(
        `${QUEUE_SELECT}, (select count(*)::int from week_verifications v where ${where})
${QUEUE_FROM}
where ${where}
order by ${order}`,
        q,
        [],
        nameOf,
      );
      const rows = await rawRows(db, query);
      const total =
        rows.length > 0
          ? (rows[0][QUEUE_COLUMNS] as number)
          : ((
              await rawRows(db, {
                text: `select count(*)::int from week_verifications v where ${where}`,
                values: [],
              })
            )[0][0] as number);
      return { items: rows.map(toQueueItem), total, page: q.page, pageSize: q.pageSize };
    },

    approve: (staff: PublicUser, id: number) => decide(staff, id, 'approved', null),

    reject: (staff: PublicUser, id: number, reason: string) => decide(staff, id, 'rejected', reason),
  };
}

export type VerificationStaff = ReturnType<typeof verificationStaff>;
