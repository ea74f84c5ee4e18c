import type { ComponentProps } from 'react';
import { cn } from '#src/client/lib/cn.ts';

/**
 * A field only a bot fills in: off screen, out of the tab order and hidden from assistive tech;
 * the server drops what it holds. `input`: the form's registration.
 */
export function HoneypotField({
  id,
  label,
  className,
  ...input
}: ComponentProps<'input'> & { id: string; label: string }) {
  return (
    <div aria-hidden="true" className={cn('absolute -left-[10000px] size-px overflow-hidden', className)}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
