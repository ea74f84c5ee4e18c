import { useMemo, useRef } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#src/client/components/ui/button.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useLocations, useResorts, useUnitTypes } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage, fieldIssues } from '#src/client/lib/api.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';
import { createContractInput } from '#src/shared/contracts/contracts.ts';
import { useContractTypes, useCreateContract } from '../api';

/**
 * The form's fields: the server's schema, except that the person picks a location (sent as the
 * contract's resort, by name) and the contract's name is its type's, both filled in on sending.
 */
const contractForm = createContractInput
  .omit({ location: true, resort: true, contractName: true, userId: true })
  .extend({ location: z.string().min(1, 'Location is required') });

/** The number boxes hold text; every other field is the schema's own. */
type Values = Omit<z.input<typeof contractForm>, 'usageFee' | 'contractualWeeks' | 'totalValue'> & {
  usageFee: string;
  contractualWeeks: string;
  totalValue: string;
};
type Parsed = z.output<typeof contractForm>;

// The schema's number fields accept any input (they coerce); the boxes give them text.
const schemaResolver = zodResolver(contractForm) as unknown as Resolver<Values, unknown, Parsed>;
const blank = (value: string) => (value.trim() === '' ? undefined : value);

/** An empty number box is 'X is required', not 0, which the schema would coerce it to. */
const resolver: Resolver<Values, unknown, Parsed> = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      usageFee: blank(values.usageFee),
      contractualWeeks: blank(values.contractualWeeks),
      totalValue: blank(values.totalValue),
    } as Values,
    context,
    options,
  );

const EMPTY: Values = {
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

const FIELDS = [
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

/** After a refused submit, the first field in error (in reading order) takes the focus. */
function focusFirstError(form: HTMLFormElement | null) {
  // After React has marked the fields aria-invalid.
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus(), 0);
}

/**
 * 'Add New Contract' (spec 001 §2, §5, §7): number, type, location, unit type, fees, weeks, start
 * date, total value and notes. The chosen type and unit type must be among the loaded ones.
 */
export function ContractForm({
  userId,
  messages,
  onAdded,
}: {
  userId: number;
  /** Staff filing a contract for an owner see their own words (spec 001 §8). */
  messages?: { added: string; addedBody?: string; failed: string };
  onAdded?: () => void;
}) {
  const create = useCreateContract();
  const formRef = useRef<HTMLFormElement>(null);
  const types = useContractTypes();
  const locations = useLocations();
  const resorts = useResorts();
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
  } = useForm<Values, unknown, Parsed>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const locationValue = useWatch({ control, name: 'location' });

  // Unit-type names (a name is shared by many resorts), narrowed to the resorts of the chosen location.
  const unitTypeNames = useMemo(() => {
    const all = unitTypes.data ?? [];
    const locationId = Number(locationValue) || undefined;
    const resortIds = new Set(
      (resorts.data ?? []).filter((r) => r.locationId === locationId).map((r) => r.id),
    );
    const here = all.filter((u) => resortIds.has(u.resortId));
    return [...new Set((here.length > 0 ? here : all).map((u) => u.name))].sort((a, b) => a.localeCompare(b));
  }, [unitTypes.data, resorts.data, locationValue]);

  const onValid = (values: Parsed) => {
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
          reset(EMPTY);
          if (messages) toast({ title: messages.added, description: messages.addedBody });
          else toast({ title: t('owner.contracts.added'), description: t('owner.contracts.addedBody') });
          onAdded?.();
        },
        onError: (error) => {
          applyServerIssues(error, setError, FIELDS);
          const resortIssue = fieldIssues(error).resort;
          if (resortIssue) setError('location', { type: 'server', message: resortIssue });
          focusFirstError(formRef.current);
          // Spec 001 §8: the server's error text, or the page's own sentence.
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

  const loading = t('owner.loadingChoices');
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
        <Controller
          control={control}
          name="contractTypeId"
          render={({ field, fieldState }) => (
            <SelectField
              id="contract-type"
              label={t('owner.contracts.type')}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              placeholder={types.data ? t('owner.contracts.typePlaceholder') : loading}
              hint={types.data?.find((type) => String(type.id) === String(field.value))?.description}
              disabled={!types.data}
            >
              {(types.data ?? []).map((type) => (
                <SelectItem key={type.id} value={String(type.id)}>
                  {type.name}
                </SelectItem>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name="location"
          render={({ field, fieldState }) => (
            <SelectField
              id="contract-location"
              label={t('owner.contracts.location')}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // Keep the unit type only if the new location's resorts offer it.
                const chosen = getValues('unitType');
                const ids = new Set(
                  (resorts.data ?? []).filter((r) => String(r.locationId) === value).map((r) => r.id),
                );
                const offered = (unitTypes.data ?? []).some((u) => u.name === chosen && ids.has(u.resortId));
                if (chosen && ids.size > 0 && !offered) setValue('unitType', '');
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              placeholder={locations.data ? t('owner.contracts.locationPlaceholder') : loading}
              disabled={!locations.data}
            >
              {(locations.data ?? []).map((location) => (
                <SelectItem key={location.id} value={String(location.id)}>
                  {location.name}
                </SelectItem>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name="unitType"
          render={({ field, fieldState }) => (
            <SelectField
              id="contract-unit-type"
              label={t('owner.contracts.unitType')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              placeholder={unitTypes.data ? t('owner.contracts.unitTypePlaceholder') : loading}
              disabled={!unitTypes.data}
            >
              {unitTypeNames.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectField>
          )}
        />
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
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-44" disabled={create.isPending}>
          {create.isPending ? (
            <>
              <Spinner className="text-current" />
              {t('owner.contracts.submitting')}
            </>
          ) : (
            t('owner.contracts.submit')
          )}
        </Button>
      </div>
    </form>
  );
}
