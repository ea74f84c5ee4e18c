import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '#src/client/lib/api.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { toast } from './use-toast';

/**
 * What a form shows when the server refuses it: each named field's problem under its input, and a
 * failure toast with the form's own title and the server's message, which the form's next
 * successful submit closes.
 */
export function showFormRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  title: string,
): void {
  applyServerIssues(error, setError, fields);
  toast({ variant: 'destructive', title, description: errorMessage(error), cause: error });
}

/** After a refused submit, the first field in error (in reading order) takes the focus. */
export function focusFirstError(form: HTMLFormElement | null): void {
  // After React has marked the fields aria-invalid.
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus(), 0);
}
