import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../AppProviders.tsx';
import { fakeFetch, type FakeRoute } from './fakeFetch.ts';

interface RenderOptions {
  /** The fake API answers, keyed by "METHOD /path". */
  api?: Record<string, FakeRoute>;
  /** Where the page is mounted; defaults to '/'. */
  path?: string;
  /** The starting URL; defaults to path. */
  url?: string;
  /** More routes beside the page (e.g. redirect targets). */
  routes?: RouteObject[];
}

/** Renders one page inside the app providers and a memory router, with a fake fetch installed. */
export function renderWithProviders(page: ReactElement, options: RenderOptions = {}) {
  const api = fakeFetch({
    'GET /api/me': { status: 401, body: { error: 'Not signed in' } },
    ...options.api,
  });
  vi.stubGlobal('fetch', api.fetch);
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [{ element: <AppProviders />, children: [{ path, element: page }, ...(options.routes ?? [])] }],
    { initialEntries: [options.url ?? path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, api, router };
}
