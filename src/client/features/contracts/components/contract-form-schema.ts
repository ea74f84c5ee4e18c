import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';
import { createContractInput } from '#src/shared/contracts/contracts.ts';

/**
 * The form's fields: the server's schema, except that the person picks a location (sent as the
 * contract's resort, by name) and the contract's name is its type's, both filled in on sending.
 */
const contractForm = createContractInput
  .omit({ location: true, resort: true, contractName: true, userId: true })
  .extend({ location: z.string().min(1, 'Location is required') });

/** The number boxes hold text; every other field is the schema's own. */
export type ContractFormValues = Omit<
  z.input<typeof contractForm>,
  'usageFee' | 'contractualWeeks' | 'totalValue'
> & {
  usageFee: string;
  contractualWeeks: string;
  totalValue: string;
};
export type ContractFormParsed = z.output<typeof contractForm>;

// The schema's number fields accept any input (they coerce); the boxes give them text.
const schemaResolver = zodResolver(contractForm) as unknown as Resolver<
  ContractFormValues,
  unknown,
  ContractFormParsed
>;
const blank = (value: string) => (value.trim() === '' ? undefined : value);

/** An empty number box is 'X is required', not 0, which the schema would coerce it to. */
export const contractFormResolver: Resolver<ContractFormValues, unknown, ContractFormParsed> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    {
      ...values,
      usageFee: blank(values.usageFee),
      contractualWeeks: blank(values.contractualWeeks),
      totalValue: blank(values.totalValue),
    } as ContractFormValues,
    context,
    options,
  );

export const EMPTY_CONTRACT: ContractFormValues = {
  contractNumber: '',
  contractTypeId: '',
  location: '',
  unitType: '',
  usageFee: '',
  contractualWeeks: '',
  startDate: '',
  totalValue: '',
  addendums: '',
};

/** The fields a server's refusal may name, in reading order. */
export const CONTRACT_FIELDS = [
  'contractNumber',
  'contractTypeId',
  'location',
  'unitType',
  'usageFee',
  'contractualWeeks',
  'startDate',
  'totalValue',
  'addendums',
] as const;
