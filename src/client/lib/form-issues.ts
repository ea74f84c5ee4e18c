import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldIssues } from './api';

/**
 * Puts the server's field problems (400 `issues`) under the matching inputs, so a rule the
 * browser did not know about still shows next to the field it concerns.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const issues = fieldIssues(error);
  for (const field of fields) {
    const message = issues[field];
    if (message) setError(field, { type: 'server', message });
  }
}
