import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Two cores run every suite at once in CI: give findBy* queries room beyond the 1 s default.
configure({ asyncUtilTimeout: 10_000 });
