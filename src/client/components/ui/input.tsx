import type { ComponentProps } from 'react';
import { cn } from '#src/client/lib/cn.ts';

// Plain classes (no cn): a constant needs no merging, and cn's first call builds its tables.
export const fieldControlClasses = [
  'w-full rounded-lg border border-input bg-surface px-3 text-base text-foreground shadow-xs transition-colors sm:text-sm',
  'placeholder:text-muted-foreground/80',
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/40',
].join(' ');

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClasses, 'h-11 py-2', className)} {...props} />;
}
