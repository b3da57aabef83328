import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Two cores run every suite at once in CI: give findBy* queries room beyond the 1 s default.
configure({ asyncUtilTimeout: 10_000 });
