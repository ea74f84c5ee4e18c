import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/**
 * A form's submit button with its busy state: while `pending` it says what is happening, shows a
 * spinner and ignores further presses (aria-disabled keeps the focus where it is).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      className={className}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {pending ? (
        <>
          <Spinner className="size-4" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/**
 * A form's main submit button, disabled while its request runs, with a spinner before its text
 * then: `children` say what it does, or what it is doing while `pending`. Large unless `size`
 * says otherwise; the other button props (variant, class, aria-busy) pass through.
 */
export function PendingSubmitButton({
  pending,
  children,
  size = 'lg',
  ...props
}: Omit<ButtonProps, 'type' | 'disabled'> & { pending: boolean }) {
  return (
    <Button type="submit" size={size} disabled={pending} {...props}>
      {pending ? <Spinner className="text-current" /> : null}
      {children}
    </Button>
  );
}
