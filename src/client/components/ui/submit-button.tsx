import type { ReactNode } from 'react';
import { Button } from './button';
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
