import { zodResolver as baseResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { getLocale, translateMessageText } from '../i18n';

/**
 * Every `message` in a tree of field errors, in the current language. Only the tree's own plain
 * objects and arrays are walked: an error's `ref` is the form's DOM element, full of cycles.
 */
function translateErrors(errors: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) continue;
    const entry = value as { message?: unknown; types?: Record<string, unknown> };
    if (typeof entry.message === 'string') entry.message = translateMessageText(entry.message);
    if (entry.types) {
      for (const [k, v] of Object.entries(entry.types)) {
        if (typeof v === 'string') entry.types[k] = translateMessageText(v);
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
