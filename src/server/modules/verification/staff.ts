import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weekVerifications } from '#src/server/db/schema/verification.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { markWeekVerified } from '#src/server/modules/weeks/verified.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type {
  StaffVerification,
  StaffVerificationPage,
  staffVerificationsQuery,
} from '#src/shared/contracts/verification.ts';
import type { VerificationMail } from './mails';
import { filesOf, toWeekVerification } from './reads';

type Query = z.output<typeof staffVerificationsQuery>;

const decider = alias(users, 'decider');

/** The queue's rows: each request with the names of what it checks, its owner and who decided. */
const selectQueue = (db: DbOrTx) =>
  db
    .select({
      v: weekVerifications,
      resortName: resorts.name,
      unitTypeName: unitTypes.name,
      locationName: locations.name,
      toDate: sql<string>`(${weekVerifications.fromDate} + 6)::text`,
      owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      decidedBy: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
    })
    .from(weekVerifications)
    .innerJoin(unitTypes, eq(unitTypes.id, weekVerifications.unitTypeId))
    .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
    .innerJoin(locations, eq(locations.id, weekVerifications.locationId))
    .innerJoin(users, eq(users.id, weekVerifications.userId))
    .leftJoin(decider, eq(decider.id, weekVerifications.decidedBy))
    .$dynamic();

type QueueRow = Awaited<ReturnType<ReturnType<typeof selectQueue>['execute']>>[number];

async function toStaff(db: DbOrTx, rows: QueueRow[]): Promise<StaffVerification[]> {
  const files = await filesOf(
    db,
    rows.map((r) => r.v.id),
  );
  return rows.map((r) => ({
    ...toWeekVerification(r.v, files.get(r.v.id) ?? []),
    resortName: r.resortName,
    unitTypeName: r.unitTypeName,
    locationName: r.locationName,
    fromDate: r.v.fromDate,
    toDate: r.toDate,
    reservationCode: r.v.reservationCode,
    owner: r.owner,
    decidedBy: r.decidedBy,
  }));
}

/**
 * The staff's verification queue (decision 060): the pending requests oldest first (or the decided
 * ones, newest decision first), paged by the server from week_verifications_queue_idx, and the
 * decisions. A decision locks its request: two staff deciding at once, one wins and the other is
 * told it was already decided (409).
 */
export function verificationStaff(db: Db, mail: VerificationMail) {
  async function one(tx: DbOrTx, id: number): Promise<StaffVerification> {
    const rows = await selectQueue(tx).where(eq(weekVerifications.id, id)).limit(1);
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'verification.notFound');
    return (await toStaff(tx, rows))[0];
  }

  async function decide(
    staff: PublicUser,
    id: number,
    outcome: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<StaffVerification> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(weekVerifications)
        .where(eq(weekVerifications.id, id))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', 'verification.notFound');
      if (row.status !== 'pending') throw new AppError('CONFLICT', 'verification.alreadyDecided');
      const now = new Date();
      if (outcome === 'approved') {
        // The week must still be what the owner's proof shows (a change would have lapsed the
        // request already, by the trigger; this is the same rule from this side).
        const marked = await markWeekVerified(tx, row.weekId, row, now);
        if (!marked) throw new AppError('CONFLICT', 'verification.weekChanged');
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
    /** GET /api/staff/verifications */
    async list(q: Query): Promise<StaffVerificationPage> {
      const pending = q.view === 'pending';
      const where = pending
        ? eq(weekVerifications.status, 'pending')
        : isNotNull(weekVerifications.decidedAt);
      const order = pending
        ? [asc(weekVerifications.createdAt), asc(weekVerifications.id)]
        : [desc(weekVerifications.decidedAt), desc(weekVerifications.id)];
      const [rows, [{ total }]] = await Promise.all([
        selectQueue(db)
          .where(where)
          .orderBy(...order)
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(weekVerifications).where(where),
      ]);
      return { items: await toStaff(db, rows), total, page: q.page, pageSize: q.pageSize };
    },

    approve: (staff: PublicUser, id: number) => decide(staff, id, 'approved', null),

    reject: (staff: PublicUser, id: number, reason: string) => decide(staff, id, 'rejected', reason),
  };
}

export type VerificationStaff = ReturnType<typeof verificationStaff>;
