import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { pagedQuery, rawRows, statementNames } from '#src/server/lib/prepared.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import {
  PUBLIC_WEEK_COLUMNS,
  PUBLIC_WEEK_FROM,
  toPublicWeekRow,
} from '#src/server/modules/weeks/search-sql.ts';
import type {
  OwnerProfile,
  OwnerPublicWeekPage,
  ownerWeeksPublicQuery,
} from '#src/shared/contracts/verification.ts';
import { ownerDisplayName } from '#src/shared/verification/display-name.ts';

const nameOf = statementNames('owner_profile_weeks');

interface ProfileRow {
  id: number;
  firstName: string;
  lastName: string;
  memberSince: string;
  verifiedOwner: boolean;
  verifiedWeeks: number;
  weeksOnOffer: number;
}

/**
 * The public owner profile (decision 062): first name and last initial, the month they joined, the
 * Verified owner mark (a verified week and no upheld fraud report: computed here, never stored),
 * and their weeks on offer. An unknown or inactive account, or staff who offer no week, is a 404.
 */
export function ownerProfiles(db: Db) {
  async function profile(id: number): Promise<ProfileRow> {
    const [row] = rowsOf<ProfileRow>(
      await db.execute(sql`
        select u.id, u.first_name as "firstName", u.last_name as "lastName",
          to_char(u.created_at at time zone 'UTC', 'YYYY-MM') as "memberSince",
          (u.fraud_upheld_at is null and exists (
            select 1 from weeks vw where vw.user_id = u.id and vw.verified_at is not null and vw.hidden_at is null)) as "verifiedOwner",
          (select count(*)::int from weeks vw where vw.user_id = u.id and vw.verified_at is not null and vw.hidden_at is null
            and vw.from_date >= current_date) as "verifiedWeeks",
          (select count(*)::int from weeks w where w.user_id = u.id and w.from_date >= current_date
            and w.on_offer) as "weeksOnOffer"
        from users u
        where u.id = ${id} and u.active
          and (u.role = 'user' or exists (select 1 from weeks w where w.user_id = u.id))`),
    );
    if (!row) throw new AppError('NOT_FOUND', 'verification.ownerNotFound');
    return row;
  }

  return {
    /** GET /api/owners/:id */
    async get(id: number): Promise<OwnerProfile> {
      const p = await profile(id);
      return {
        id: p.id,
        displayName: ownerDisplayName(p.firstName, p.lastName),
        memberSince: p.memberSince,
        verifiedOwner: p.verifiedOwner,
        verifiedWeeks: p.verifiedWeeks,
        weeksOnOffer: p.weeksOnOffer,
      };
    },

    /** GET /api/owners/:id/weeks: their weeks on offer that have not started, soonest first (weeks_user_from_idx). */
    async weeks(id: number, q: z.output<typeof ownerWeeksPublicQuery>): Promise<OwnerPublicWeekPage> {
      const p = await profile(id);
      const values: unknown[] = [id];
      const query = pagedQuery(
        `select ${PUBLIC_WEEK_COLUMNS}\n${PUBLIC_WEEK_FROM}
where w.user_id = $1 and w.from_date >= current_date and w.on_offer
order by w.from_date asc, w.id asc`,
        q,
        values,
        nameOf,
      );
      const rows = await rawRows(db, query);
      return { items: rows.map(toPublicWeekRow), total: p.weeksOnOffer, page: q.page, pageSize: q.pageSize };
    },
  };
}

export type OwnerProfiles = ReturnType<typeof ownerProfiles>;
