import type { ReactNode, Ref } from 'react';
import { FieldError, fieldDescriptionIds } from './form-field';
import { Label } from './label';
import { Select, SelectContent, SelectTrigger, SelectValue } from './select';

export interface SelectFieldProps {
  id: string;
  label: ReactNode;
  /** The chosen option's value, or '' for none (the placeholder shows). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Lets a form library focus the field when it is the first one in error. */
  ref?: Ref<HTMLButtonElement>;
  placeholder: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  className?: string;
  /** SelectItem (and SelectGroup) elements. */
  children: ReactNode;
}

/** A visible label, a Radix select, an optional hint and the field's error, wired for assistive tech. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  onBlur,
  ref,
  placeholder,
  hint,
  error,
  disabled,
  className,
  children,
}: SelectFieldProps) {
  return (
    <div className={className ?? 'flex min-w-0 flex-col gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger
          id={id}
          ref={ref}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(id, { hint: !!hint, error: !!error })}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-pretty text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
