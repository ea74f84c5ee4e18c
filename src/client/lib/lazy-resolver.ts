import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose rules arrive on first use: the module that builds them (and the validation
 * library it needs) is imported when the form first validates, or earlier through `load` itself,
 * never while a page that only offers the form starts (docs/decisions/048-lighthouse-at-a-slow-cpu.md).
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): Resolver<T> & {
  load: () => Promise<Resolver<T>>;
} {
  let loaded: Promise<Resolver<T>> | undefined;
  const once = () => {
    loaded ??= load().catch((error: unknown) => {
      // A failed fetch (a dropped connection) is tried again on the next validation.
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await once())(values, context, options);
  return Object.assign(resolver, { load: once });
}
