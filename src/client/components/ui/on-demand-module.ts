/** A piece of the app's code that is fetched on first need (a hover, a focus, a press) and then kept. */
export interface OnDemandModule<M> {
  /** Starts the fetch, or joins the one under way; after a failed fetch the next call tries again. */
  load: () => Promise<M>;
  /** The module once it has arrived, null until then. */
  loaded: () => M | null;
}

/** `importModule` is the dynamic import (`() => import('./x')`), so the bundler splits the code off. */
export function onDemandModule<M>(importModule: () => Promise<M>): OnDemandModule<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    load() {
      loading ??= importModule().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}
