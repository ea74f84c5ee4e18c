import { UserPlus, X } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#src/client/components/ui/button.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { t } from '#src/client/i18n/index.ts';
import { createBookingInput } from '#src/shared/contracts/bookings.ts';

/** Who stays and the note: the server's own schema for those fields (decision 054). */
export const guestsFields = createBookingInput.pick({ leadGuest: true, guests: true, note: true });
export type GuestsValues = z.output<typeof guestsFields>;
export type GuestsInput = z.input<typeof guestsFields>;

const emptyGuest = { firstName: '', lastName: '' };

/**
 * Step one of booking: the lead guest's legal name (the resort's desk checks it against their ID),
 * the other guests up to what the unit sleeps, and an optional note to the owner.
 */
export function GuestsForm({
  maxOccupancy,
  defaultValues,
  onSubmit,
}: {
  maxOccupancy: number;
  defaultValues?: GuestsInput;
  onSubmit: (values: GuestsValues) => void;
}) {
  const { register, control, handleSubmit, formState, setFocus } = useSchemaForm(
    guestsFields,
    defaultValues ?? { leadGuest: emptyGuest, guests: [], note: '' },
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'guests' });
  const { errors } = formState;
  const full = 1 + fields.length >= maxOccupancy;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-6">
      <fieldset className="grid gap-4" aria-describedby="lead-guest-hint">
        <legend className="mb-1 text-base font-semibold">{t('bookings.guests.lead')}</legend>
        <p id="lead-guest-hint" className="-mt-2 text-sm text-muted-foreground">
          {t('bookings.guests.leadHint')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="lead-first-name"
            label={t('bookings.guests.firstName')}
            error={errors.leadGuest?.firstName?.message}
          >
            <Input autoComplete="given-name" {...register('leadGuest.firstName')} />
          </FormField>
          <FormField
            id="lead-last-name"
            label={t('bookings.guests.lastName')}
            error={errors.leadGuest?.lastName?.message}
          >
            <Input autoComplete="family-name" {...register('leadGuest.lastName')} />
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold">{t('bookings.guests.others')}</legend>
        <p className="-mt-2 text-sm text-muted-foreground">
          {t('bookings.guests.sleeps', { max: maxOccupancy })}
        </p>
        {fields.map((field, index) => {
          const n = index + 2;
          const guestErrors = errors.guests?.[index];
          return (
            <fieldset
              key={field.id}
              className="grid gap-3 rounded-xl border border-border bg-canvas p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            >
              <legend className="sr-only">{t('bookings.guests.guest', { n })}</legend>
              <FormField
                id={`guest-${index}-first-name`}
                label={`${t('bookings.guests.firstName')} · ${t('bookings.guests.guest', { n })}`}
                error={guestErrors?.firstName?.message}
              >
                <Input autoComplete="off" {...register(`guests.${index}.firstName`)} />
              </FormField>
              <FormField
                id={`guest-${index}-last-name`}
                label={`${t('bookings.guests.lastName')} · ${t('bookings.guests.guest', { n })}`}
                error={guestErrors?.lastName?.message}
              >
                <Input autoComplete="off" {...register(`guests.${index}.lastName`)} />
              </FormField>
              <Button
                variant="ghost"
                size="icon"
                className="sm:mt-7"
                aria-label={t('bookings.guests.remove', { n })}
                onClick={() => {
                  remove(index);
                  // Focus stays in the form: on the guest now in this place, or the lead guest.
                  setTimeout(() =>
                    setFocus(
                      fields.length > 1
                        ? `guests.${Math.max(0, index - 1)}.firstName`
                        : 'leadGuest.firstName',
                    ),
                  );
                }}
              >
                <X aria-hidden="true" />
              </Button>
            </fieldset>
          );
        })}
        {full ? (
          <p className="text-sm text-muted-foreground">{t('bookings.guests.full', { max: maxOccupancy })}</p>
        ) : (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => {
              append(emptyGuest);
            }}
          >
            <UserPlus aria-hidden="true" />
            {t('bookings.guests.add')}
          </Button>
        )}
      </fieldset>

      <FormField
        id="booking-note"
        label={t('bookings.guests.note')}
        hint={t('bookings.guests.noteHint')}
        error={errors.note?.message}
      >
        <Textarea maxLength={1000} rows={3} {...register('note')} />
      </FormField>

      <Button type="submit" size="lg" className="justify-self-stretch sm:justify-self-end">
        {t('bookings.book.continue')}
      </Button>
    </form>
  );
}
