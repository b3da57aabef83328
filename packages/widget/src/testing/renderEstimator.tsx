import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Estimator, type EstimatorProps } from '../Estimator.tsx';
import { createFakeFetch, json, type FakeFetch, type RouteHandler } from './fakeFetch.ts';
import { buildAcceptedQuote, buildAnalysisResult } from './fixtures.ts';
import { quietFakeTimers } from './quietFakeTimers.ts';

/** A server where everything works; a test replaces the routes it is about. */
export function happyRoutes(): Record<string, RouteHandler> {
  return {
    'GET /api/geocode': () => json({ features: [] }),
    'GET /api/demo/addresses': () => json({ addresses: [], demoRegionIsDataSource: false }),
    'POST /api/analyze-property': () => json(buildAnalysisResult()),
    'POST /api/accept-quote': () => json({ acceptedQuote: buildAcceptedQuote() }),
    'GET /api/green-overlay-image': () => new Response('png', { status: 200 }),
  };
}

/** The rendered estimator, its fake server and a user whose waits run on the fake clock. */
export type EstimatorHarness = RenderResult & {
  server: FakeFetch;
  user: ReturnType<typeof userEvent.setup>;
};

/** Renders the estimator against a fake server with fake timers (debounce, progress, toasts). */
export function renderEstimator(
  props: Partial<EstimatorProps> = {},
  routes: Record<string, RouteHandler> = {},
  { strictMode = false } = {},
): EstimatorHarness {
  quietFakeTimers();
  const server = createFakeFetch({ ...happyRoutes(), ...routes });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(<Estimator apiBase="http://api.test" fetch={server.fetch} {...props} />, {
    reactStrictMode: strictMode,
  });
  return { server, user, ...view };
}

/** Lets time pass (and answers arrive) inside act, so React has rendered afterwards. */
export async function advance(ms = 0): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
