import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { blankToUndefined, calendarDate, id, numericMax, personName, text, tooLargeMessage } from './common';
import { ownerListQuery, ownerPageOf } from './paging';

/** contracts.usage_fee is numeric(12,2) and contracts.total_value numeric(14,2). */
const USAGE_FEE_MAX = numericMax(12, 2);
const TOTAL_VALUE_MAX = numericMax(14, 2);

const requiredText = (message: string, max: number = TEXT_LIMITS.shortText) =>
  text({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const requiredNumber = (message: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .refine((n) => Number.isFinite(n), message)
      .min(0, 'Must be zero or more')
      .max(max, tooLargeMessage(max)),
  );

export const contractType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Spanish name and description, null where the English stands (decision 046). */
  nameEs: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  createdAt: z.string(),
});
export type ContractType = z.infer<typeof contractType>;

/**
 * POST /api/contracts (rules: docs/product.md, Contracts). The owner is the signed-in user (a body `userId` is
 * ignored) and the contract name is the chosen contract type's name, set by the server.
 */
export const createContractInput = z.object({
  contractNumber: requiredText('Contract number is required', 100),
  contractTypeId: z.preprocess(blankToUndefined, id('Contract type is required')),
  location: z.union([text().max(TEXT_LIMITS.shortText), z.number()]).optional(),
  resort: requiredText('Resort is required'),
  unitType: requiredText('Unit type is required'),
  usageFee: requiredNumber('Usage fee is required', USAGE_FEE_MAX),
  contractualWeeks: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Number of contractual weeks is required' })
      .int('Number of contractual weeks must be a whole number')
      .min(1, 'Number of contractual weeks is required')
      .max(520, 'Number of contractual weeks is too large'),
  ),
  startDate: calendarDate('Start date is required', { timestamps: true }),
  totalValue: requiredNumber('Total value is required', TOTAL_VALUE_MAX),
  addendums: text().trim().max(TEXT_LIMITS.longText).optional().nullable(),
  contractName: text().max(TEXT_LIMITS.shortText).optional(),
  userId: z.unknown().optional(),
});
export type CreateContractInput = z.input<typeof createContractInput>;

export const contract = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  contractTypeId: z.number().int(),
  contractNumber: z.string(),
  contractName: z.string(),
  resort: z.string(),
  unitType: z.string(),
  usageFee: z.number(),
  contractualWeeks: z.number().int(),
  startDate: z.string(),
  totalValue: z.number(),
  addendums: z.string().nullable(),
  createdAt: z.string(),
  user: personName,
});
export type Contract = z.infer<typeof contract>;

export const CONTRACT_SORTS = ['newest', 'oldest', 'start_date'] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];

/**
 * GET /api/contracts/user: the owner's contracts; `q` matches the contract's name, number, resort
 * or unit type. A page when `page` or `pageSize` is given, else the whole array.
 */
export const ownerContractsQuery = ownerListQuery(CONTRACT_SORTS);
export const ownerContractPage = ownerPageOf(contract);
export type OwnerContractPage = z.infer<typeof ownerContractPage>;
export const ownerContractsResponse = z.union([z.array(contract), ownerContractPage]);
