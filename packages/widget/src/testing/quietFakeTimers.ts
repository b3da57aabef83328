import { vi } from 'vitest';

/** Fake timers, and the estimator's logging kept out of the test output (setup.ts restores). */
export function quietFakeTimers(): void {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}
