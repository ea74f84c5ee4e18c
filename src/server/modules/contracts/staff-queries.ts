import { and, eq, gt, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { contracts } from '#src/server/db/schema/contracts.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rawRows } from '#src/server/lib/prepared.ts';
import { containsFolded, foldedContains } from '#src/server/lib/sql.ts';
import { BROWSE_RESULTS_MAX } from '#src/shared/constants.ts';
import {
  type ContractsQuery,
  DEFAULT_STAFF_PAGE_SIZE,
  type Page,
  type StaffContract,
  type updateContractInput,
  wantsPage,
} from '#src/shared/contracts/staff.ts';
import { staffContractsCountQuery, staffContractsPageQuery, toStaffContractRow } from './staff-sql';

type UpdateContract = z.output<typeof updateContractInput>;
/** The owner's name, ignoring case and accents (users.search_text holds the folded name and login). */
const ownerMatches = (text: string) => foldedContains(users.searchText, text);

const NOT_FOUND = 'catalog.contractNotFound';

/** Every contract, for staff: searched, paged and counted by the database; edits checked here. */
export function contractsStaffQueries<Q extends PgSelect, R>(
  db: Db,
  select: (where: SQL | undefined) => Q,
  toStaffContract: (row: R) => StaffContract,
) {
  function where(q: ContractsQuery): SQL | undefined {
    return and(
      q.q
        ? or(
            containsFolded(contracts.contractName, q.q),
            containsFolded(contracts.contractNumber, q.q),
            containsFolded(contracts.unitType, q.q),
            ownerMatches(q.q),
          )
        : undefined,
      q.contractNumber ? containsFolded(contracts.contractNumber, q.contractNumber) : undefined,
      q.unitType ? containsFolded(contracts.unitType, q.unitType) : undefined,
      q.owner ? ownerMatches(q.owner) : undefined,
      q.since ? gt(contracts.createdAt, new Date(q.since)) : undefined,
    );
  }

  const rowsOf = async (query: Q) => ((await query) as R[]).map(toStaffContract);

  return {
    /** GET /api/dev/contracts, /api/manager/contracts: the whole array (newest first), or a page. */
    async listAll(q: ContractsQuery): Promise<StaffContract[] | Page<StaffContract>> {
      const filter = where(q);
      if (!wantsPage(q)) return rowsOf(select(filter).limit(BROWSE_RESULTS_MAX) as Q);
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? DEFAULT_STAFF_PAGE_SIZE;
      const [rows, counted] = await Promise.all([
        rawRows(db, staffContractsPageQuery(q, page, pageSize)),
        rawRows(db, staffContractsCountQuery(q)),
      ]);
      const items = rows.map(toStaffContractRow);
      const total = counted[0][0] as number;
      return { items, total, page, pageSize };
    },

    /** GET /api/contracts/byuser/{userId}: one owner's contracts (an unknown owner is a 404). */
    async listOfUser(userId: number): Promise<StaffContract[]> {
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      if (!owner) throw new AppError('NOT_FOUND', 'accounts.userNotFound');
      return rowsOf(select(eq(contracts.userId, userId)).limit(BROWSE_RESULTS_MAX) as Q);
    },

    /** Whether an account exists to file a contract for. */
    async ownerExists(userId: number): Promise<boolean> {
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return !!owner;
    },

    /** PATCH /api/contracts/{id}: the given fields, each already checked by the contract. */
    async update(id: number, input: UpdateContract): Promise<StaffContract> {
      const changes = Object.fromEntries(
        Object.entries({
          contractName: input.contractName,
          contractNumber: input.contractNumber,
          resort: input.resort,
          unitType: input.unitType,
          usageFee: input.usageFee,
          totalValue: input.totalValue,
          startDate: input.startDate,
          contractualWeeks: input.contractualWeeks,
          addendums: input.addendums === undefined ? undefined : input.addendums || null,
        }).filter(([, v]) => v !== undefined),
      );
      if (Object.keys(changes).length === 0) {
        throw new AppError('VALIDATION', 'catalog.nothingUpdateSendLeastOne');
      }
      const [row] = await db
        .update(contracts)
        .set(changes)
        .where(eq(contracts.id, id))
        .returning({ id: contracts.id });
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      const [updated] = await rowsOf(select(eq(contracts.id, id)) as Q);
      return updated;
    },
  };
}
