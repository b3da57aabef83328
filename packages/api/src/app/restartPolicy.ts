/** How the supervising process answers a server process that died. */
export interface RestartLimits {
  /** A process that ran this long before it died was healthy: the count of quick deaths restarts. */
  healthyAfterMs: number;
  /** The wait before the second quick restart in a row; it doubles for each one after. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  /** Replacements that die before they listen, in a row, before the supervisor gives up. */
  maxFailedStarts: number;
}

export const RESTART_LIMITS: RestartLimits = {
  healthyAfterMs: 60_000,
  firstBackoffMs: 500,
  maxBackoffMs: 30_000,
  maxFailedStarts: 5,
};

export type RestartDecision = { restart: true; afterMs: number } | { restart: false; why: string };

export interface RestartPolicy {
  /** A server process died after `livedMs`, having listened or not. */
  died(death: { listened: boolean; livedMs: number }): RestartDecision;
}

/**
 * A death after a healthy run is replaced at once; deaths in quick succession wait longer each
 * time (a crash on every request must not spin the CPU); replacements that keep dying before
 * they listen (the database gone, a broken disk) end the server with a message, as a first
 * start that fails does, since more tries would only fill the log.
 */
export function restartPolicy(limits: RestartLimits = RESTART_LIMITS): RestartPolicy {
  let quickDeaths = 0;
  let failedStarts = 0;
  return {
    died: ({ listened, livedMs }) => {
      failedStarts = listened ? 0 : failedStarts + 1;
      if (failedStarts >= limits.maxFailedStarts) {
        return {
          restart: false,
          why: `the server process died ${failedStarts} times in a row before it listened`,
        };
      }
      quickDeaths = livedMs >= limits.healthyAfterMs ? 1 : quickDeaths + 1;
      const afterMs =
        quickDeaths === 1
          ? 0
          : Math.min(limits.firstBackoffMs * 2 ** (quickDeaths - 2), limits.maxBackoffMs);
      return { restart: true, afterMs };
    },
  };
}
