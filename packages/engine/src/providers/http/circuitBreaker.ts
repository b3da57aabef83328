export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold?: number;
  /** How long an open circuit fails fast before one trial call is let through. */
  coolDownMs?: number;
  now?: () => number;
}

/**
 * Stops calling a provider that keeps failing: after `failureThreshold` failures in a row
 * every call fails fast for `coolDownMs`; then one trial call decides (success closes it,
 * failure opens it again for another cool-down).
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private readonly threshold: number;
  private readonly coolDownMs: number;
  private readonly now: () => number;

  constructor(options: CircuitBreakerOptions = {}) {
    this.threshold = options.failureThreshold ?? 5;
    this.coolDownMs = options.coolDownMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.coolDownMs ? 'half-open' : 'open';
  }

  /** False while the circuit is open: the caller should fail fast. */
  allows(): boolean {
    return this.state !== 'open';
  }

  recordSuccess(): void {
    this.failures = 0;
    this.openedAt = null;
  }

  recordFailure(): void {
    this.failures += 1;
    if (this.state === 'half-open' || this.failures >= this.threshold) this.openedAt = this.now();
  }
}
