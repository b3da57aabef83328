import { screen } from '@testing-library/react';
import type { Service } from '@yardstick/core/schemas/services';
import { ServicesPage } from '../pages/services/ServicesPage.tsx';
import { buildUser, sessionRoutes } from './factories.ts';
import type { FakeRoute } from './fakeFetch.ts';
import { renderWithProviders } from './renderWithProviders.tsx';

/** The Services page against a fake server: a service to list, the page, its open dialog. */
export function buildService(overrides: Partial<Service> = {}): Service {
  return {
    id: 'svc-1',
    name: 'Lawn Mowing',
    description: 'Mow and trim',
    isActive: true,
    sortOrder: 0,
    isDefault: false,
    frequencies: [
      {
        id: 'f-2',
        frequency: 'bi-weekly',
        pricePerSqFt: 0.009,
        minimumPrice: null,
        isActive: true,
        sortOrder: 1,
      },
      {
        id: 'f-1',
        frequency: 'weekly',
        pricePerSqFt: 0.008,
        minimumPrice: 50,
        isActive: true,
        sortOrder: 0,
      },
    ],
    ...overrides,
  };
}

export function renderServices(services: Service[], api: Record<string, FakeRoute> = {}) {
  return renderWithProviders(<ServicesPage />, {
    path: '/services',
    api: { ...sessionRoutes(buildUser()), 'GET /api/services': { body: { services } }, ...api },
    routes: [{ path: '/analyze', element: <p>Analyzer</p> }],
  });
}

export const dialog = () => screen.getByRole('dialog');
