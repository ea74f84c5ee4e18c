import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#src/client/lib/cn.ts';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-sand-100 text-sand-900 hover:bg-sand-200',
  outline: 'border border-border bg-surface text-foreground shadow-sm hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
  link: 'h-auto px-0 py-0 text-primary underline-offset-4 hover:underline',
  /** No colours: the className gives them (the hero's buttons over its picture). */
  bare: '',
} as const;

/*
 * A variant or size sets what the className does not: a className that restyles a button asks for
 * the `bare` variant or size and gives all of it, so no class of a button overrides another (the
 * join stays clear of tailwind-merge's tables, lib/cn.ts).
 */
const sizes = {
  default: 'h-10 gap-2 rounded-lg px-4 text-sm',
  sm: 'h-9 gap-2 rounded-lg px-3 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-10 gap-2 rounded-lg text-sm',
  /** None: the className gives the height, padding, gap, corners and text size. */
  bare: '',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The classes of a button, for the odd element that must look like one without being a Button. */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = 'default', size = 'default', className } = options;
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center whitespace-nowrap font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    sizes[size],
    variants[variant],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a Link, an anchor) with the button's look and behaviour. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses({ variant, size, className })} {...props} />;
  // A plain <button> defaults to submit; make that an explicit choice instead of an accident.
  return (
    <button type={type ?? 'button'} className={buttonClasses({ variant, size, className })} {...props} />
  );
}
