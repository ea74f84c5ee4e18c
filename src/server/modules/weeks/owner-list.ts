import type { Db } from '#src/server/db/client.ts';
import { foldAccentsText } from '#src/server/db/schema/accounts.ts';
import { ownerList } from '#src/server/lib/owner-list.ts';
import type { OwnerWeek } from '#src/shared/contracts/weeks.ts';
import {
  latestVerificationSql,
  PUBLIC_WEEK_COLUMN_COUNT,
  PUBLIC_WEEK_COLUMNS,
  PUBLIC_WEEK_FROM,
  toPublicWeekRow,
  WEEK_SORT_SQL,
} from './search-sql';

/**
 * My Week Listings: the owner's weeks, past ones too, within the owner's rows of the
 * weeks_user_* indexes (one per order). A search matches the resort and unit type by the names
 * folded on write, the destination and reservation code folded as they are read (an owner's few
 * thousand rows at most).
 */
export function ownerWeeksList(db: Db) {
  return ownerList(
    db,
    {
      name: 'owner_weeks',
      select: `select ${PUBLIC_WEEK_COLUMNS}, w.reservation_code, w.user_id, w.usage_fee::float8, w.hidden_at is not null,
 ${latestVerificationSql('w.id')}\n${PUBLIC_WEEK_FROM}`,
      table: 'weeks w',
      searchFrom: `from weeks w
join unit_types ut on ut.id = w.unit_type_id
join resorts r on r.id = ut.resort_id
join locations l on l.id = w.location_id`,
      ownerColumn: 'w.user_id',
      match: (p) =>
        `(r.name_folded like ${p} or ut.name_folded like ${p} or ${foldAccentsText('l.name')} like ${p} or ${foldAccentsText('w.reservation_code')} like ${p})`,
      sorts: WEEK_SORT_SQL,
    },
    (r): OwnerWeek => ({
      ...toPublicWeekRow(r),
      reservationCode: r[PUBLIC_WEEK_COLUMN_COUNT] as string,
      userId: r[PUBLIC_WEEK_COLUMN_COUNT + 1] as number,
      usageFee: r[PUBLIC_WEEK_COLUMN_COUNT + 2] as number | null,
      // Staff hid it (decision 061): the owner still sees it, marked.
      hidden: r[PUBLIC_WEEK_COLUMN_COUNT + 3] as boolean,
      verification: r[PUBLIC_WEEK_COLUMN_COUNT + 4] as OwnerWeek['verification'],
    }),
  );
}
