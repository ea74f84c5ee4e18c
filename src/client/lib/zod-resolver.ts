import { zodResolver as baseResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { translateMessage } from '../../shared/i18n/messages-es';
import { getLocale } from '../i18n';

/** Every `message` in a tree of field errors, in the current language. */
function translateErrors(errors: Record<string, unknown>): void {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const entry = value as { message?: unknown; types?: Record<string, unknown> };
    if (typeof entry.message === 'string') entry.message = translateMessage(entry.message, getLocale());
    if (entry.types) {
      for (const [k, v] of Object.entries(entry.types)) {
        if (typeof v === 'string') entry.types[k] = translateMessage(v, getLocale());
      }
    }
    translateErrors(value as Record<string, unknown>);
  }
}

/**
 * The forms' resolver: the shared schemas check the input (the server checks the same), and their
 * English messages are shown in the reader's language through the same table the server uses.
 */
export const zodResolver = ((...args: Parameters<typeof baseResolver>) => {
  const resolve = baseResolver(...args);
  return async (values: FieldValues, context: unknown, options: never) => {
    const result = await (resolve as unknown as Resolver)(values, context, options);
    if (getLocale() !== 'en' && result.errors)
      translateErrors(result.errors as FieldErrors as Record<string, unknown>);
    return result;
  };
}) as typeof baseResolver;
