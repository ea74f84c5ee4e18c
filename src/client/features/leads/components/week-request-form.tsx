import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { DatePickerField } from '#src/client/components/ui/date-picker-field.tsx';
import { FieldError, FormField, fieldDescriptionIds } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { Label } from '#src/client/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#src/client/components/ui/select.tsx';
import { PendingSubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { localName } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { parseCalendarDate } from '#src/client/lib/dates.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import type { Location } from '#src/shared/contracts/catalog.ts';
import {
  MATCHING_WEEKS_COUNTED,
  type MatchingWeeks,
  matchingWeeksPath,
  type WeekRequestInput,
  weekRequestInput,
} from '#src/shared/contracts/leads.ts';
import { useCreateWeekRequest } from '../api';
import { HoneypotField } from './honeypot-field';

type Values = WeekRequestInput;
type Listed = NonNullable<MatchingWeeks> & { location: string };

function listedSentence({ count, location }: Listed): string {
  if (count === 1) return t('landing.weekRequestMatchingOne', { location });
  const shown = count >= MATCHING_WEEKS_COUNTED ? `${count}+` : String(count);
  return t('landing.weekRequestMatchingMany', { count: shown, location });
}

/** After a request: the weeks already listed that suit it, one click away (an alert would never name them). */
function ListedWeeks({ listed }: { listed: Listed }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-success/30 bg-success/5 p-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 font-medium">
        <CalendarCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        {listedSentence(listed)}
      </p>
      <ButtonLink to={matchingWeeksPath(listed)} variant="outline" className="shrink-0">
        {t('landing.weekRequestMatchingLink')}
      </ButtonLink>
    </div>
  );
}

const EMPTY: Values = {
  name: '',
  email: '',
  preferredLocation: '',
  startDate: '',
  endDate: '',
  additionalDetails: '',
  website: '',
};

const FIELDS = ['name', 'email', 'preferredLocation', 'startDate', 'endDate', 'additionalDetails'] as const;

/**
 * The week request (rules: docs/product.md, Leads): who, where and when. Checked in the browser with the schema
 * the server uses; the server's own refusals (a past start date, a rate limit) come back under the
 * fields or as the failure toast. `website` is a trap for bots that people never see.
 */
export function WeekRequestForm({ locations }: { locations: readonly Location[] | undefined }) {
  const create = useCreateWeekRequest();
  const { control, register, handleSubmit, reset, setError, setValue, getValues, formState } = useSchemaForm(
    weekRequestInput,
    EMPTY,
  );
  const { errors } = formState;
  const startDate = useWatch({ control, name: 'startDate' });
  const [listed, setListed] = useState<Listed | null>(null);

  const onSubmit = handleSubmit((values) => {
    setListed(null);
    create.mutate(
      { ...values, additionalDetails: values.additionalDetails || undefined },
      {
        onSuccess: ({ matching }) => {
          reset(EMPTY);
          // Weeks that suit the request may be listed already: say so, rather than promise an alert.
          const found =
            matching && matching.count > 0 ? { ...matching, location: values.preferredLocation } : null;
          setListed(found);
          toast({
            title: t('landing.weekRequestSuccess'),
            description: found ? listedSentence(found) : t('landing.weekRequestSuccessBody'),
          });
        },
        onError: (error) => {
          applyServerIssues(error, setError, FIELDS);
          toast({
            variant: 'destructive',
            title: t('landing.weekRequestFailure'),
            description: t('landing.weekRequestFailureBody'),
            cause: error,
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <FormField id="week-request-name" label={t('landing.weekRequestName')} error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField id="week-request-email" label={t('landing.weekRequestEmail')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" spellCheck={false} {...register('email')} />
      </FormField>

      <Controller
        control={control}
        name="preferredLocation"
        render={({ field, fieldState }) => {
          const id = 'week-request-location';
          const error = fieldState.error?.message;
          return (
            <div className="flex flex-col gap-2 sm:col-span-2">
              <Label htmlFor={id}>{t('landing.weekRequestLocation')}</Label>
              <Select
                value={field.value}
                onValueChange={(value) => field.onChange(value)}
                disabled={!locations}
                name={field.name}
              >
                <SelectTrigger
                  id={id}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={fieldDescriptionIds(id, { error: !!error })}
                >
                  <SelectValue
                    placeholder={
                      locations
                        ? t('landing.weekRequestLocationPlaceholder')
                        : t('landing.weekRequestLocationsLoading')
                    }
                  />
                </SelectTrigger>
                <SelectContent>
                  {(locations ?? []).map((location) => (
                    <SelectItem key={location.id} value={location.name}>
                      {localName(location)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldError id={id}>{error}</FieldError>
            </div>
          );
        }}
      />

      <DatePickerField
        control={control}
        name="startDate"
        id="week-request-start"
        label={t('landing.weekRequestStartDate')}
        displayFormat="PPP"
        onPicked={(value) => {
          // An end before the new start is no longer a choice the calendar offers: clear it.
          const end = getValues('endDate');
          if (end && end < value) setValue('endDate', '');
        }}
      />
      <DatePickerField
        control={control}
        name="endDate"
        id="week-request-end"
        label={t('landing.weekRequestEndDate')}
        minDate={parseCalendarDate(startDate)}
        displayFormat="PPP"
      />

      <FormField
        id="week-request-details"
        label={t('landing.weekRequestDetails')}
        hint={t('landing.weekRequestDetailsHint')}
        error={errors.additionalDetails?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={4} className="min-h-[100px]" {...register('additionalDetails')} />
      </FormField>

      {/* Off-screen and out of the tab order: only a bot fills it, and the server drops what it sends. */}
      <HoneypotField
        id="week-request-website"
        label={t('landing.weekRequestHoneypot')}
        className="top-0"
        {...register('website')}
      />

      {listed ? <ListedWeeks listed={listed} /> : null}

      <div className="sm:col-span-2">
        <PendingSubmitButton pending={create.isPending} className="w-full sm:w-auto sm:min-w-48">
          {create.isPending ? t('landing.weekRequestSubmitting') : t('landing.weekRequestSubmit')}
        </PendingSubmitButton>
      </div>
    </form>
  );
}
