import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part of a drawn page far below the first screen whose code is not in the page's first script
 * (decision 048): the server draws it like any other part, and the browser fetches its code while
 * hydrating the rest. Until the code is here, the part stays as the server drew it (a Suspense
 * boundary React hydrates on its own, in a task of its own); a click on it is replayed once it is.
 * After a navigation in the browser it appears when its code arrives (it is below the fold).
 */

/** Fetchers of every deferred part's code that has been declared, for the server to await. */
const declared = new Set<() => Promise<unknown>>();

export function deferredSection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  declared.add(fetchCode);
  const Lazy = lazy(async () => ({ default: await fetchCode() }));

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at a module's top level
  function DeferredSection(props: P) {
    // The server draws with the code already fetched (preloadDeferredSections); the browser always
    // goes through the lazy part, so a later render never swaps one component for another.
    const Drawn = import.meta.env.SSR ? loaded : undefined;
    return <Suspense fallback={null}>{Drawn ? <Drawn {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return DeferredSection;
}

/** Fetches the code of every deferred part declared so far: the server does so before drawing. */
export const preloadDeferredSections = () => Promise.all([...declared].map((fetchCode) => fetchCode()));
