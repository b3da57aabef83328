/** The signals that ask a process of `pnpm start` to stop: a service manager's, and Ctrl-C. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

export interface StopSignals {
  /** Whether SIGTERM or SIGINT has come. */
  readonly received: boolean;
  /** Calls `stop` on the first signal, or at once if it has come already. */
  onStop(stop: () => void): void;
}

/**
 * Heard from a process's first moment, so that a signal that comes while it still starts (the
 * supervisor preparing the database, a server process loading the app or opening the database)
 * is kept and answered once the process knows how to stop, instead of ending it half-started
 * with a status that reads as a failure. Only the first signal counts: it often comes twice
 * (from the supervisor, and from a terminal or a service manager to the whole group), and a
 * second must neither end the process nor cut its drain short.
 */
export function listenForStopSignals(): StopSignals {
  let received = false;
  const stops: (() => void)[] = [];
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (received) return;
      received = true;
      for (const stop of stops.splice(0)) stop();
    });
  }
  return {
    get received() {
      return received;
    },
    onStop(stop) {
      if (received) stop();
      else stops.push(stop);
    },
  };
}
