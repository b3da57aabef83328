import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resultScreensChunk, schemasChunk } from '../lazyChunks.ts';

// Testing Library drains pending work with a setTimeout(0), which never fires under fake
// timers unless it sees "jest" and advances the clock itself: give it that much of jest.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// In a page the estimator prefetches its lazy chunks as it mounts, long before an answer needs
// them; here loading them means transforming source in real time, which fake timers outrun.
beforeAll(async () => {
  await Promise.all([schemasChunk.load(), resultScreensChunk.load()]);
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Two cores run every suite at once in CI, often beside other work: give findBy* queries room
// well beyond the 1 s default (a query that never matches still fails, only later).
configure({ asyncUtilTimeout: 60_000 });
