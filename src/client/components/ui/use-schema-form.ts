import { type DefaultValues, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';

/**
 * A react-hook-form form checked in the browser with `schema`, the zod schema the server checks
 * the same input with, starting from `defaultValues`; `options` are useForm's others.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    ...options,
  });
}
