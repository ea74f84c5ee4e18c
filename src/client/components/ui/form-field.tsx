import { Slot } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '#src/client/lib/cn.ts';
import { Label } from './label';

/** The ids a control needs to point at its hint and error, so assistive tech reads them with it. */
export function fieldDescriptionIds(
  id: string,
  options: { hint?: boolean; error?: boolean },
): string | undefined {
  const ids = [options.hint && `${id}-hint`, options.error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** One control (Input, Textarea...). It receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/** A visible label, the control, an optional hint and the field's error, wired together. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionIds(id, { hint: !!hint, error: !!error })}
      >
        {children}
      </Slot.Root>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
