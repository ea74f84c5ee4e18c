import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/**
 * Binds a SelectField to the react-hook-form field `name`: its value as the select's string
 * ('' for none), the change and blur handlers, the ref that focuses it, and its error.
 */
export function useSelectField<T extends FieldValues, TParsed = T>(
  control: Control<T, unknown, TParsed>,
  name: FieldPath<T>,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    value: String(field.value ?? ''),
    onChange: field.onChange as (value: string) => void,
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
  };
}
