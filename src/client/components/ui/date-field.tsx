import { FormField } from './form-field';
import { Input } from './input';

/**
 * A labelled calendar date (yyyy-MM-dd) with its error: the browser's own date control, which
 * every phone turns into its native picker and keyboard users can type into.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  min,
  max,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  min?: string;
  max?: string;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
