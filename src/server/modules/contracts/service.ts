import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { contractTypes, unitTypes } from '#src/server/db/schema/catalog.ts';
import { contracts } from '#src/server/db/schema/contracts.ts';
import { AppError, issue } from '#src/server/lib/errors.ts';
import { isForeignKeyViolation, violatedConstraint } from '#src/server/lib/pg-errors.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { id } from '#src/shared/contracts/common.ts';
import type {
  Contract,
  ContractType,
  createContractInput,
  ownerContractsQuery,
} from '#src/shared/contracts/contracts.ts';
import type { StaffContract } from '#src/shared/contracts/staff.ts';
import type { MessageKey } from '#src/shared/i18n/messages.ts';
import { ownerContractsList } from './owner-list';
import { contractsStaffQueries } from './staff-queries';

type CreateContract = z.output<typeof createContractInput>;

const invalid = (path: string, key: MessageKey) =>
  new AppError('VALIDATION', key, { issues: [issue(path, key)] });

/**
 * The error to answer when the type or the owner of a new contract was deleted after the checks:
 * what the request would have been told had it been missing then. An owner staff named is not
 * found; callers filing their own lost their session with their account, so are told to sign in.
 * Any other error is answered as it is.
 */
function referenceGone(err: unknown, owner: { id: number }, input: CreateContract): unknown {
  if (!isForeignKeyViolation(err)) return err;
  switch (violatedConstraint(err)) {
    case 'contracts_contract_type_id_contract_types_id_fk':
      return invalid('contractTypeId', 'catalog.invalidContractTypeSelected');
    case 'contracts_user_id_users_id_fk': {
      const named = id().safeParse(input.userId);
      return named.success && named.data === owner.id
        ? invalid('userId', 'accounts.ownerNotFound')
        : new AppError('UNAUTHENTICATED', 'accounts.signContinue');
    }
    default:
      return err;
  }
}

export function contractsService(db: Db) {
  // A left join: a contract whose owner row is gone still shows, as 'Unknown User'.
  const selectContracts = (where: SQL | undefined) =>
    db
      .select({
        contract: contracts,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(contracts)
      .leftJoin(users, eq(users.id, contracts.userId))
      .where(where)
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .$dynamic();

  type Row = Awaited<ReturnType<typeof selectContracts>>[number];
  const toStaffContract = (r: Row): StaffContract => ({
    ...r.contract,
    createdAt: r.contract.createdAt.toISOString(),
    user:
      r.firstName === null || r.lastName === null ? null : { firstName: r.firstName, lastName: r.lastName },
  });
  const toContract = (r: Row): Contract => ({
    ...toStaffContract(r),
    user: { firstName: r.firstName ?? '', lastName: r.lastName ?? '' },
  });

  const staff = contractsStaffQueries(db, selectContracts, toStaffContract);
  const mine = ownerContractsList(db);

  return {
    ...staff,

    async listTypes(): Promise<ContractType[]> {
      const rows = await db.select().from(contractTypes).orderBy(asc(contractTypes.name));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    /**
     * Records a contract for an owner (the signed-in one, or the one staff chose); its name is its
     * type's name.
     */
    async create(owner: { id: number }, input: CreateContract): Promise<Contract> {
      const [type] = await db
        .select({ name: contractTypes.name })
        .from(contractTypes)
        .where(eq(contractTypes.id, input.contractTypeId))
        .limit(1);
      if (!type) throw invalid('contractTypeId', 'catalog.invalidContractTypeSelected');
      const [unit] = await db
        .select({ name: unitTypes.name })
        .from(unitTypes)
        .where(sql`lower(${unitTypes.name}) = lower(${input.unitType})`)
        .limit(1);
      if (!unit) throw invalid('unitType', 'catalog.invalidUnitTypeSelected');
      const [row] = await db
        .insert(contracts)
        .values({
          userId: owner.id,
          contractTypeId: input.contractTypeId,
          contractNumber: input.contractNumber,
          contractName: type.name,
          resort: input.resort,
          unitType: unit.name,
          usageFee: input.usageFee,
          contractualWeeks: input.contractualWeeks,
          startDate: input.startDate,
          totalValue: input.totalValue,
          addendums: input.addendums || null,
        })
        .returning({ id: contracts.id })
        .catch((err) => {
          throw referenceGone(err, owner, input);
        });
      const [created] = await selectContracts(eq(contracts.id, row.id));
      return toContract(created);
    },

    /** The signed-in owner's own contracts, never anyone else's: searched, sorted and paged (or the whole array). */
    listMine: (owner: PublicUser, q: z.output<typeof ownerContractsQuery>) => mine(owner.id, q),

    /** An owner deletes their own contracts; a dev any. Anyone else is told it does not exist. */
    async remove(actor: PublicUser, id: number): Promise<void> {
      const [row] = await db
        .select({ userId: contracts.userId })
        .from(contracts)
        .where(eq(contracts.id, id))
        .limit(1);
      if (!row || (row.userId !== actor.id && actor.role !== 'dev')) {
        throw new AppError('NOT_FOUND', 'catalog.contractNotFound');
      }
      await db.delete(contracts).where(eq(contracts.id, id));
    },
  };
}

export type ContractsService = ReturnType<typeof contractsService>;
