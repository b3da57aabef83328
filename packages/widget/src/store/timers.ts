/**
 * Named timeouts owned by one estimator. Starting a name again replaces the pending one
 * (debounce); `clearAll` runs on unmount so a removed element leaves nothing ticking.
 */
export interface Timers {
  start(name: string, delayMs: number, run: () => void): void;
  clear(name: string): void;
  /** Clears every timer except the names in `keep`. */
  clearAll(keep?: readonly string[]): void;
}

export function createTimers(): Timers {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();

  const clear = (name: string) => {
    const handle = pending.get(name);
    if (handle === undefined) return;
    clearTimeout(handle);
    pending.delete(name);
  };

  return {
    start(name, delayMs, run) {
      clear(name);
      pending.set(
        name,
        setTimeout(() => {
          pending.delete(name);
          run();
        }, delayMs),
      );
    },
    clear,
    clearAll(keep = []) {
      for (const name of [...pending.keys()]) if (!keep.includes(name)) clear(name);
    },
  };
}
