import { addDays } from 'date-fns';
import { useRef } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DatePickerField } from '#src/client/components/ui/date-picker-field.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { focusFirstError, showFormRefusal } from '#src/client/components/ui/form-refusal.ts';
import { Input } from '#src/client/components/ui/input.tsx';
import { PendingSubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { useSelectField } from '#src/client/components/ui/use-select-field.ts';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { parseCalendarDate, toCalendarDate } from '#src/client/lib/dates.ts';
import { formatPrice } from '#src/client/lib/format.ts';
import { formatDollarsToTheCent } from '#src/client/lib/format-cents.ts';
import { formatDay, formatPattern } from '#src/client/lib/format-date.ts';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';
import { WEEK_LENGTH_DAYS } from '#src/shared/constants.ts';
import { type CreateWeekInput, createWeekInput } from '#src/shared/contracts/weeks.ts';
import { useCreateWeek } from '../api';
import { LocationField, ResortField, UnitTypeField } from './add-week-selects';
import { DemandPanel } from './demand-panel';
import { PriceGuidancePanel } from './price-guidance';

/** The price and usage fee boxes hold text; every other field is the schema's own. */
type Values = Omit<CreateWeekInput, 'price' | 'usageFee'> & { price: string; usageFee: string };
type Parsed = z.output<typeof createWeekInput>;

// The schema's price and fee accept any input (they coerce); the boxes give them text.
const schemaResolver = zodResolver(createWeekInput) as unknown as Resolver<Values, unknown, Parsed>;

/**
 * An empty price box means no price ('Please enter the price'), not 0, which the schema would
 * coerce it to; an empty fee box means no fee (the schema reads a blank fee so too).
 */
const resolver: Resolver<Values, unknown, Parsed> = (values, context, options) =>
  schemaResolver(
    { ...values, price: values.price.trim() === '' ? undefined : values.price } as Values,
    context,
    options,
  );

const EMPTY: Values = {
  resortId: '',
  locationId: '',
  unitTypeId: '',
  fromDate: '',
  toDate: '',
  price: '',
  usageFee: '',
  reservationCode: '',
};

const FIELDS = [
  'resortId',
  'locationId',
  'unitTypeId',
  'fromDate',
  'toDate',
  'price',
  'usageFee',
  'reservationCode',
] as const;

/** The chosen id of a select, or undefined while there is none. */
const idOf = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/** The last day of the week that starts on `fromDate` (a week is 7 days: start + 6). */
function endOfWeek(fromDate: string): string {
  const start = parseCalendarDate(fromDate);
  return start ? toCalendarDate(addDays(start, WEEK_LENGTH_DAYS - 1)) : '';
}

/** The box's usable amount, written by `format`; nothing for an empty or impossible one. */
function amountPreview(value: string, format: (amount: number) => string): string | undefined {
  if (value.trim() === '') return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? format(amount) : undefined;
}

/**
 * 'Add a New Week' (rules: docs/product.md, Weeks): resort first, which opens its locations and unit types;
 * a start date, and the end date follows at start + 6 days; the price with its formatted preview;
 * the optional usage fee (what the owner pays the resort), previewed alike; the reservation code.
 * Checked with the server's schema; the server's own refusals (a past start, a unit type of another
 * resort, a fee above the price) come back under their fields and in the failure toast.
 */
export function AddWeekForm({ userId }: { userId: number }) {
  const create = useCreateWeek();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<Values, unknown, Parsed>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const [resortValue, fromDate, toDate, price, usageFee, locationValue, unitTypeValue] = useWatch({
    control,
    name: ['resortId', 'fromDate', 'toDate', 'price', 'usageFee', 'locationId', 'unitTypeId'],
  });
  const resortId = idOf(resortValue);
  const resortField = useSelectField(control, 'resortId');
  const locationField = useSelectField(control, 'locationId');
  const unitTypeField = useSelectField(control, 'unitTypeId');
  const preview = amountPreview(price, formatPrice); // '$2,450'
  const feePreview = amountPreview(usageFee, formatDollarsToTheCent); // '$350', '$350.50'
  const typedPrice = price.trim() === '' || !Number.isFinite(Number(price)) ? undefined : Number(price);
  const start = fromDate ? String(fromDate) : undefined;

  const onSubmit = handleSubmit(
    (values) =>
      create.mutate(
        { ...values, userId },
        {
          onSuccess: (week) => {
            reset(EMPTY);
            toast({
              title: t('owner.week.added'),
              description: t('owner.week.addedBody', {
                resort: week.resortName,
                from: formatDay(week.fromDate),
                to: formatDay(week.toDate),
              }),
            });
          },
          onError: (error) => {
            showFormRefusal(error, setError, FIELDS, t('owner.week.addFailed'));
            focusFirstError(formRef.current);
          },
        },
      ),
    () => focusFirstError(formRef.current),
  );

  const endHint =
    fromDate && toDate
      ? t('owner.week.endHintDays', {
          from: formatPattern(parseCalendarDate(String(fromDate)) ?? new Date(), 'EEEE'),
          to: formatPattern(parseCalendarDate(String(toDate)) ?? new Date(), 'EEEE'),
        })
      : t('owner.week.endHint');

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={create.isPending || undefined}
      className="grid gap-5"
    >
      <ResortField
        id="add-week-resort"
        {...resortField}
        onChange={(value) => {
          resortField.onChange(value);
          // A new resort has its own locations and unit types: the old choices no longer fit.
          setValue('locationId', '');
          setValue('unitTypeId', '');
        }}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <LocationField id="add-week-location" resortId={resortId} {...locationField} />
        <UnitTypeField id="add-week-unit-type" resortId={resortId} {...unitTypeField} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <DatePickerField
          control={control}
          name="fromDate"
          id="add-week-start"
          label={t('owner.week.startDate')}
          className="flex min-w-0 flex-col gap-2"
          displayFormat="MMM d, yyyy"
          placeholder={t('owner.week.startPlaceholder')}
          onPicked={(value) => setValue('toDate', endOfWeek(value), { shouldValidate: isSubmitted })}
        />
        <FormField
          id="add-week-end"
          label={t('owner.week.endDate')}
          hint={endHint}
          error={errors.toDate?.message}
        >
          <Input
            readOnly
            value={toDate ? formatDay(String(toDate)) : ''}
            placeholder={t('owner.week.endPlaceholder')}
            className="cursor-default bg-muted/60 read-only:focus-visible:border-input"
          />
        </FormField>
      </div>

      {/* What similar weeks ask and get, and who is looking, before the price is typed (decision 068). */}
      <div className="grid gap-4">
        <PriceGuidancePanel unitTypeId={idOf(unitTypeValue)} fromDate={start} price={typedPrice} />
        <DemandPanel locationId={idOf(locationValue)} resortId={resortId} fromDate={start} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="add-week-price"
          label={t('owner.week.price')}
          hint={preview ? t('owner.week.pricePreview', { price: preview }) : t('owner.week.priceHint')}
          error={errors.price?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="2450"
            {...register('price')}
          />
        </FormField>
        <FormField
          id="add-week-usage-fee"
          label={t('owner.week.usageFee')}
          hint={
            feePreview ? t('owner.week.usageFeePreview', { fee: feePreview }) : t('owner.week.usageFeeHint')
          }
          error={errors.usageFee?.message}
        >
          {/* Text, not type="number": a number box reads what it cannot parse ('1,200') as empty, which
              for an optional fee would silently mean none; the schema names it instead. */}
          <Input inputMode="decimal" autoComplete="off" placeholder="350" {...register('usageFee')} />
        </FormField>
        <FormField
          id="add-week-code"
          label={t('owner.week.reservationCode')}
          hint={t('owner.week.reservationCodeHint')}
          error={errors.reservationCode?.message}
        >
          <Input autoComplete="off" spellCheck={false} {...register('reservationCode')} />
        </FormField>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">{t('owner.week.privacyNote')}</p>
        <PendingSubmitButton pending={create.isPending} className="w-full sm:w-auto sm:min-w-40">
          {create.isPending ? t('owner.week.submitting') : t('owner.week.submit')}
        </PendingSubmitButton>
      </div>
    </form>
  );
}
