import { BusyError } from '../../platform/errors.ts';

export const ANALYSIS_BUSY_MESSAGE =
  'We are measuring many properties right now. Please try again in a few seconds.';

/** A new analysis takes about this long until the first ones are timed. */
const FIRST_GUESS_MS = 1000;

/**
 * The waiting line of new analyses, from the request's first database read to its stored
 * result. The threads' own line bounds only the pixel work; on a busy server an analysis
 * waits longer for the database than for a thread, so the whole request is counted here.
 * When `capacity` analyses are under way, one more is refused at once with BusyError (503
 * and Retry-After) instead of waiting without bound.
 */
export class AnalysisLine {
  private underWay = 0;
  private averageMs = FIRST_GUESS_MS;

  constructor(private readonly capacity: number) {
    if (capacity < 1) throw new Error('AnalysisLine needs room for one analysis');
  }

  async run<T>(analysis: () => Promise<T>): Promise<T> {
    if (this.underWay >= this.capacity) {
      throw new BusyError(ANALYSIS_BUSY_MESSAGE, this.retryAfterSeconds());
    }
    this.underWay += 1;
    const started = performance.now();
    try {
      const result = await analysis();
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      return result;
    } finally {
      this.underWay -= 1;
    }
  }

  /** Analyses under way, for tests and health checks. */
  get load(): number {
    return this.underWay;
  }

  /**
   * How long one analysis takes now, waits included, in whole seconds (1 to 60): by then
   * every analysis now under way has finished and made room.
   */
  private retryAfterSeconds(): number {
    return Math.min(60, Math.max(1, Math.ceil(this.averageMs / 1000)));
  }
}
