import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Two cores run every suite at once in CI, often beside other work: give findBy* queries room
// well beyond the 1 s default (a query that never matches still fails, only later).
configure({ asyncUtilTimeout: 60_000 });
