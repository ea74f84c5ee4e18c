import { type ReactNode, useRef, useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { ConfirmDialog } from '../ui/confirm-dialog';

export interface ConfirmedDeleteOptions<T> {
  remove: (item: T) => Promise<unknown>;
  /** The question: 'Are you sure you want to delete this …?' (per item when it depends on it). */
  title: string | ((item: T) => string);
  /** What is at stake: the item's name, that it cannot be undone. */
  description?: (item: T) => ReactNode;
  confirmLabel?: string;
  onDone?: (item: T) => void;
  onError?: (item: T, error: unknown) => void;
}

/**
 * An item removed after a confirmation, with the keyboard's place kept: Cancel returns focus to
 * the button that asked; after the removal focus moves to the next row's first button (or the
 * previous row's, or the list's container), never back to the top of the page.
 */
export function useConfirmedDelete<T>(options: ConfirmedDeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const next = useRef<HTMLElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);
  const removed = useRef(false);

  const ask = (item: T, from?: HTMLElement | null) => {
    trigger.current = from ?? null;
    const row = from?.closest('li');
    const sibling = row?.nextElementSibling ?? row?.previousElementSibling;
    next.current =
      sibling?.querySelector<HTMLElement>('button, a[href]') ??
      (row?.closest('ul')?.parentElement as HTMLElement | null) ??
      null;
    // When the list empties, its section stays: the keyboard carries on from there.
    fallback.current = from?.closest<HTMLElement>('section, main') ?? null;
    removed.current = false;
    setTarget(item);
    setOpen(true);
  };

  const confirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      await options.remove(target);
      removed.current = true;
      options.onDone?.(target);
    } catch (error) {
      options.onError?.(target, error);
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={(value) => {
        if (!pending) setOpen(value);
      }}
      title={typeof options.title === 'function' ? (target ? options.title(target) : '') : options.title}
      description={target && options.description ? options.description(target) : undefined}
      confirmLabel={options.confirmLabel ?? t('lists.delete')}
      pendingLabel={t('lists.deleting')}
      cancelLabel={t('lists.cancel')}
      pending={pending}
      destructive
      onConfirm={() => void confirm()}
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        event.preventDefault();
        const to = next.current?.isConnected ? next.current : fallback.current;
        if (to?.isConnected) {
          if (!to.hasAttribute('tabindex') && !to.matches('button, a[href]')) to.tabIndex = -1;
          to.focus();
        }
      }}
    />
  );

  return { ask, dialog, pending: pending ? target : null };
}
