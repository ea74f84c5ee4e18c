import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { toastFailure } from './toasts';

interface StaffDeleteTexts<T> {
  /** The confirmation's question, and what it shows of the row. */
  title: string;
  description: (item: T) => string;
  /** The success toast: the screen's 'Success' and what was done. */
  success: string;
  deleted: string;
  /** The failure toast's sentence, before the server's reason. */
  failed: string;
}

/** A staff row removed by id after a confirmation; a toast says how it went. */
export function useStaffDelete<T extends { id: number }>(
  remove: { mutateAsync: (id: number) => Promise<unknown> },
  texts: StaffDeleteTexts<T>,
) {
  return useConfirmedDelete<T>({
    remove: (item) => remove.mutateAsync(item.id),
    title: texts.title,
    description: texts.description,
    onDone: () => toast({ title: texts.success, description: texts.deleted }),
    onError: (_item, error) => toastFailure(texts.failed, error),
  });
}
