import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { focusFirstError } from '#src/client/components/ui/form-refusal.ts';
import { Input } from '#src/client/components/ui/input.tsx';
import { PendingSubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useLocations, useUnitTypes } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage, fieldIssues } from '#src/client/lib/api.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { useContractTypes, useCreateContract } from '../api';
import { ContractChoiceFields } from './contract-form-choices';
import {
  CONTRACT_FIELDS,
  type ContractFormParsed,
  type ContractFormValues,
  contractFormResolver,
  EMPTY_CONTRACT,
} from './contract-form-schema';

/**
 * 'Add New Contract' (rules: docs/product.md, Contracts): number, type, location, unit type, fees, weeks, start
 * date, total value and notes. The chosen type and unit type must be among the loaded ones.
 */
export function ContractForm({
  userId,
  messages,
  onAdded,
}: {
  userId: number;
  /** Staff filing a contract for an owner see their own words. */
  messages?: { added: string; addedBody?: string; failed: string };
  onAdded?: () => void;
}) {
  const create = useCreateContract();
  const formRef = useRef<HTMLFormElement>(null);
  const types = useContractTypes();
  const locations = useLocations();
  const unitTypes = useUnitTypes();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ContractFormValues, unknown, ContractFormParsed>({
    resolver: contractFormResolver,
    defaultValues: EMPTY_CONTRACT,
    shouldFocusError: false,
  });

  const onValid = (values: ContractFormParsed) => {
    const type = types.data?.find((candidate) => candidate.id === values.contractTypeId);
    if (!type) {
      toast({ variant: 'destructive', title: t('owner.contracts.invalidType') });
      return;
    }
    if (!unitTypes.data?.some((u) => u.name === values.unitType)) {
      toast({ variant: 'destructive', title: t('owner.contracts.invalidUnitType') });
      return;
    }
    const location = locations.data?.find((l) => String(l.id) === values.location);
    if (!location) {
      setError('location', { type: 'manual', message: t('owner.contracts.locationRequired') });
      return;
    }
    create.mutate(
      {
        ...values,
        location: location.id,
        resort: location.name,
        contractName: type.name,
        userId,
      },
      {
        onSuccess: () => {
          reset(EMPTY_CONTRACT);
          if (messages) toast({ title: messages.added, description: messages.addedBody });
          else toast({ title: t('owner.contracts.added'), description: t('owner.contracts.addedBody') });
          onAdded?.();
        },
        onError: (error) => {
          applyServerIssues(error, setError, CONTRACT_FIELDS);
          const resortIssue = fieldIssues(error).resort;
          if (resortIssue) setError('location', { type: 'server', message: resortIssue });
          focusFirstError(formRef.current);
          // The server's error text, or the page's own sentence.
          const serverText = error instanceof ApiError ? error.body?.error : undefined;
          toast({
            variant: 'destructive',
            title: serverText || messages?.failed || t('owner.contracts.addFailed'),
            description: serverText ? undefined : errorMessage(error),
          });
        },
      },
    );
  };

  const onSubmit = handleSubmit(onValid, () => focusFirstError(formRef.current));

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={create.isPending || undefined}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="contract-number"
          label={t('owner.contracts.number')}
          error={errors.contractNumber?.message}
        >
          <Input autoComplete="off" spellCheck={false} {...register('contractNumber')} />
        </FormField>
        <ContractChoiceFields control={control} getValues={getValues} setValue={setValue} />
        <FormField
          id="contract-usage-fee"
          label={t('owner.contracts.usageFeeLabel')}
          error={errors.usageFee?.message}
        >
          <Input type="number" inputMode="decimal" min={0} step="any" {...register('usageFee')} />
        </FormField>
        <FormField
          id="contract-weeks"
          label={t('owner.contracts.weeksLabel')}
          error={errors.contractualWeeks?.message}
        >
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('contractualWeeks')} />
        </FormField>
        <FormField
          id="contract-start"
          label={t('owner.contracts.startDate')}
          error={errors.startDate?.message}
        >
          <Input type="date" {...register('startDate')} />
        </FormField>
        <FormField
          id="contract-total-value"
          label={t('owner.contracts.totalValueLabel')}
          error={errors.totalValue?.message}
        >
          <Input type="number" inputMode="decimal" min={0} step="any" {...register('totalValue')} />
        </FormField>
      </div>
      <FormField
        id="contract-addendums"
        label={t('owner.contracts.addendums')}
        hint={t('owner.contracts.addendumsHint')}
        error={errors.addendums?.message}
      >
        <Textarea rows={3} {...register('addendums')} />
      </FormField>
      <div className="flex justify-end border-t border-border pt-5">
        <PendingSubmitButton pending={create.isPending} className="w-full sm:w-auto sm:min-w-44">
          {create.isPending ? t('owner.contracts.submitting') : t('owner.contracts.submit')}
        </PendingSubmitButton>
      </div>
    </form>
  );
}
