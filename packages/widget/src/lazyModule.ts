/**
 * A module the estimator fetches only when it is needed (or prefetched once the address field
 * is usable), so the code a homeowner waits for before typing stays small.
 */
export interface LazyModule<M> {
  /** Starts the fetch once; a fetch that failed is tried again on the next call. */
  load(): Promise<M>;
  /** The module when it has arrived, else undefined. */
  loaded(): M | undefined;
  /** Calls `callback` with the module: at once when it has arrived, else once it does. */
  with<T>(callback: (module: M) => T | Promise<T>): Promise<T>;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  const lazy: LazyModule<M> = {
    load() {
      pending ??= importModule().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
    with(callback) {
      // Synchronously when it can: a request then leaves in the same task as the click.
      if (module !== undefined) return Promise.resolve(callback(module));
      return lazy.load().then(callback);
    },
  };
  return lazy;
}
