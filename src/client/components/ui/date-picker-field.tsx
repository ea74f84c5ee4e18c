import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from './date-picker';
import { FieldError, fieldDescriptionIds } from './form-field';
import { Label } from './label';

/**
 * A form's calendar date (react-hook-form field `name`): a visible label that names the picker's
 * button, the picker, and the field's error, wired for assistive tech.
 */
export function DatePickerField<T extends FieldValues, TParsed = T>({
  control,
  name,
  id,
  label,
  className = 'flex flex-col gap-2',
  onPicked,
  ...picker
}: {
  control: Control<T, unknown, TParsed>;
  name: FieldPath<T>;
  id: string;
  label: ReactNode;
  className?: string;
  /** Runs once the form holds the picked date, for the fields that follow from it. */
  onPicked?: (value: string) => void;
} & Pick<DatePickerProps, 'minDate' | 'displayFormat' | 'placeholder'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div className={className}>
            <Label id={`${id}-label`} htmlFor={id}>
              {label}
            </Label>
            <DatePicker
              id={id}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                onPicked?.(value);
              }}
              {...picker}
              labelId={`${id}-label`}
              invalid={!!error}
              describedBy={fieldDescriptionIds(id, { error: !!error })}
            />
            <FieldError id={id}>{error}</FieldError>
          </div>
        );
      }}
    />
  );
}
