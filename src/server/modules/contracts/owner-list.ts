import type { Db } from '#src/server/db/client.ts';
import { foldAccentsText } from '#src/server/db/schema/accounts.ts';
import { ownerList } from '#src/server/lib/owner-list.ts';
import type { Contract, ContractSort } from '#src/shared/contracts/contracts.ts';
import { CONTRACT_SELECT, toStaffContractRow } from './staff-sql';

const SORTS: Record<ContractSort, string> = {
  newest: 'c.created_at desc, c.id desc',
  oldest: 'c.created_at asc, c.id asc',
  start_date: 'c.start_date asc, c.id asc',
};

/**
 * My Contracts: the owner's contracts within the owner's rows of contracts_user_idx; a search
 * matches the name, number, resort or unit type, folded as they are read (an owner has a few).
 */
export function ownerContractsList(db: Db) {
  const fold = foldAccentsText;
  return ownerList(
    db,
    {
      name: 'owner_contracts',
      select: CONTRACT_SELECT,
      table: 'contracts c',
      searchFrom: 'from contracts c',
      ownerColumn: 'c.user_id',
      match: (p) =>
        `(${fold('c.contract_name')} like ${p} or ${fold('c.contract_number')} like ${p} or ${fold('c.resort')} like ${p} or ${fold('c.unit_type')} like ${p})`,
      sorts: SORTS,
    },
    (r): Contract => {
      const row = toStaffContractRow(r);
      // The owner is the one asking, so their name is there.
      return { ...row, user: row.user ?? { firstName: '', lastName: '' } };
    },
  );
}
