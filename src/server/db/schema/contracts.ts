import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { contractTypes } from './catalog';
import { createdAt, requiredKey } from './columns';

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    userId: requiredKey('user_id', () => users.id, 'cascade'),
    contractTypeId: requiredKey('contract_type_id', () => contractTypes.id, 'restrict'),
    contractNumber: text('contract_number').notNull(),
    contractName: text('contract_name').notNull(),
    resort: text('resort').notNull(),
    unitType: text('unit_type').notNull(),
    usageFee: numeric('usage_fee', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    contractualWeeks: integer('contractual_weeks').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    totalValue: numeric('total_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    addendums: text('addendums'),
    createdAt: createdAt(),
  },
  (t) => [
    check('contracts_usage_fee_ck', sql`${t.usageFee} >= 0`),
    check('contracts_total_value_ck', sql`${t.totalValue} >= 0`),
    check('contracts_weeks_ck', sql`${t.contractualWeeks} >= 1`),
    index('contracts_user_idx').on(t.userId, t.createdAt),
    index('contracts_created_idx').on(t.createdAt),
  ],
);
