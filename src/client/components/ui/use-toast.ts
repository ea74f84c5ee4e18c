import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react';
import { failedRequest, onRequestSucceeded } from '#src/client/lib/api.ts';
import { TOAST_REMOVE_DELAY_MS } from '#src/shared/constants.ts';

/** One toast at a time; a dismissed toast leaves the store after the removal delay. */
const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A ToastAction element, for an undo or a retry. */
  action?: ReactElement;
  duration?: number;
  /**
   * A failure toast's cause: when it is a request's error, a later successful answer to the same
   * request (a retry that worked) closes the toast, so an old failure never stands over a success.
   */
  cause?: unknown;
  /** The request ('POST /api/…', see requestName) a failure reported without an error (a decline). */
  about?: string;
}

export interface ToastEntry extends Omit<ToastOptions, 'cause'> {
  id: string;
  open: boolean;
}

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them; Radix plays the exit animation while `open` is false. */
export function dismissToast(id?: string): void {
  for (const entry of toasts) if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  emit(toasts.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)));
}

export function toast({ cause, ...options }: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const about = options.about || failedRequest(cause) || undefined;
  emit([{ ...options, about, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: Omit<ToastOptions, 'cause'>) =>
      emit(toasts.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry))),
  };
}

/** Closes the open failure toasts about `request`: it has just succeeded. */
export function resolveFailures(request: string): void {
  for (const entry of toasts) {
    if (entry.open && entry.variant === 'destructive' && entry.about === request) dismissToast(entry.id);
  }
}

onRequestSucceeded(resolveFailures);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
