import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, useContext, useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';

/** Whether the dialog has ever been opened (content used outside our Dialog always draws). */
const DialogOpened = createContext(true);

/**
 * Radix's root, whose content is drawn only once the dialog first opens. Closed, Radix still
 * mounts every dialog's portal and updates it right after mounting: with a dialog or two per card,
 * that was a list page's longest task after it appeared. Once opened it stays mounted, so it
 * closes with its animation.
 */
export function Dialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  ...props
}: ComponentProps<typeof DialogPrimitive.Root>) {
  const [openState, setOpenState] = useState(defaultOpen ?? false);
  const open = openProp ?? openState;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <DialogOpened.Provider value={opened}>
      <DialogPrimitive.Root
        {...props}
        open={openProp}
        defaultOpen={defaultOpen}
        onOpenChange={(next) => {
          setOpenState(next);
          onOpenChange?.(next);
        }}
      />
    </DialogOpened.Provider>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A centered modal with a close button; Radix traps focus and restores it on close. */
export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  if (!useContext(DialogOpened)) return null;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/55 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[min(90dvh,48rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
          'rounded-xl border border-border bg-surface shadow-raised focus:outline-none',
          'data-[state=closed]:animate-fade-out data-[state=open]:animate-dialog-in',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('common.close')}
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col gap-1.5 border-b border-border p-6 pr-14', className)} {...props} />
  );
}

/** The scrolling middle of a long dialog (agreements); header and footer stay in view. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a long text (WCAG 2.1.1).
      tabIndex={0}
      className={cn(
        'min-h-0 flex-1 overflow-y-auto px-6 py-5 focus-visible:outline-offset-[-2px]',
        className,
      )}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-border p-4 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
