import type { LucideIcon } from 'lucide-react';
import { Link, type LinkProps } from 'react-router';
import { Button, type ButtonSize, type ButtonVariant } from './button';

/** A link that looks like a button, with an optional icon before its text. */
export function ButtonLink({
  variant,
  size,
  className,
  icon: Icon,
  children,
  ...link
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize; className?: string; icon?: LucideIcon }) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...link}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
