import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Are you sure you want to delete this week?'. */
  title: string;
  /** What is at stake: the item's name, that it cannot be undone. */
  description?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`. */
  pendingLabel?: string;
  cancelLabel: string;
  /** The action is running: the dialog stays open and cannot be dismissed until it settles. */
  pending?: boolean;
  /** The confirm button cannot be pressed yet (what it would do is still being worked out). */
  confirmDisabled?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  /**
   * Where focus goes when the dialog closes. By default it returns to the element that opened it;
   * when that element is gone (the deleted item's button), call `event.preventDefault()` and focus
   * something that remains.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A yes/no question before an action that cannot be undone (every delete asks
 * first). An alert dialog: Cancel has the focus when it opens, Escape cancels, a click outside
 * does nothing, and the confirm button waits for the action to finish.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending = false,
  confirmDisabled = false,
  destructive = true,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending || next) onOpenChange(next);
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/55 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialogPrimitive.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          // Radix returns focus only to its own Trigger, which these dialogs (opened from a row's
          // button) do not have: without this, focus fell to the page after a Cancel.
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-5 rounded-xl border border-border bg-surface p-6 shadow-raised focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-dialog-in"
        >
          <div className="space-y-2">
            <AlertDialogPrimitive.Title className="text-lg leading-snug font-semibold text-pretty">
              {title}
            </AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className="text-sm text-pretty text-muted-foreground">
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            {/* Not an AlertDialog.Action: that would close the dialog before the action has answered. */}
            <Button
              variant={destructive ? 'destructive' : 'default'}
              onClick={onConfirm}
              disabled={pending || confirmDisabled}
              aria-busy={pending || undefined}
            >
              {pending ? (
                <>
                  <Spinner className="text-current" />
                  {pendingLabel ?? confirmLabel}
                </>
              ) : (
                confirmLabel
              )}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
