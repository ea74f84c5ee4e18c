import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { isoTimestamp, rawRows } from '#src/server/lib/prepared.ts';
import type { TierId } from '#src/shared/constants.ts';
import type { membershipsQuery, PaidMembership } from '#src/shared/contracts/payments.ts';

type MembershipsIn = z.output<typeof membershipsQuery>;

/** The newest succeeded membership payment of each listed user (or of every user), with the user. */
export const latestPaid = (db: Db, userIds?: number[]) =>
  db
    .selectDistinctOn([payments.userId], {
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      active: users.active,
      tier: payments.tier,
      amountCents: payments.amountCents,
      currency: payments.currency,
      provider: payments.provider,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        isNotNull(payments.tier),
        userIds ? inArray(payments.userId, userIds) : undefined,
      ),
    )
    // The order of payments_membership_idx.
    .orderBy(payments.userId, sql`${payments.paidAt} desc nulls last`, desc(payments.id));

/** Who has paid which membership: the reads of the plans page and of the staff who activate accounts. */
export function membershipReads(db: Db) {
  return {
    /** GET /api/payments/memberships: who has paid which tier, newest first, for the staff who activate. */
    async memberships(query: MembershipsIn) {
      const latest = latestPaid(db, query.userId ? [query.userId] : undefined).as('latest');
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(latest)
          .orderBy(desc(latest.paidAt), desc(latest.userId))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(latest),
      ]);
      return { items: rows.map(toMembership), total, page: query.page, pageSize: query.pageSize };
    },

    /** The signed-in person's newest paid membership, so the plans page can say it has been received. */
    async myMembership(userId: number) {
      const [row] = await latestPaid(db, [userId]);
      if (!row) return { membership: null };
      const { tier, amountCents, currency, paidAt } = toMembership(row);
      return { membership: { tier, amountCents, currency, paidAt } };
    },

    /**
     * The newest paid membership of each of a page of accounts (the staff's polled list): one
     * statement prepared by name (decision 011), on payments_membership_idx.
     */
    async paidTiersOf(
      userIds: number[],
    ): Promise<Map<number, { tier: TierId; test: boolean; paidAt: string }>> {
      if (userIds.length === 0) return new Map();
      const rows = await rawRows(db, {
        name: 'payments_paid_tiers',
        text: `select distinct on (user_id) user_id, tier, provider, ${isoTimestamp('paid_at')}
          from payments
         where status = 'succeeded' and tier is not null and user_id = any($1::int[])
         order by user_id, paid_at desc nulls last, id desc`,
        values: [userIds],
      });
      return new Map(
        rows.map((r) => [
          r[0] as number,
          { tier: r[1] as TierId, test: r[2] === 'test', paidAt: r[3] as string },
        ]),
      );
    },

    /** The newest paid membership of the listed users (of every user when none are listed), for the accounts list. */
    async membershipsOf(userIds?: number[]): Promise<Map<number, PaidMembership>> {
      if (userIds?.length === 0) return new Map();
      const rows = await latestPaid(db, userIds);
      return new Map(rows.map((r) => [r.userId, toMembership(r)] as const));
    },
  };
}

function toMembership(r: Awaited<ReturnType<typeof latestPaid>>[number]): PaidMembership {
  return {
    ...r,
    // The query keeps succeeded membership payments only: a tier and a payment time are always there.
    tier: r.tier as TierId,
    test: r.provider === 'test',
    paidAt: (r.paidAt as Date).toISOString(),
  };
}
