import { screen, within } from '@testing-library/react';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { AcceptedQuotesPage } from '../pages/quotes/AcceptedQuotesPage.tsx';
import { buildUser, sessionRoutes } from './factories.ts';
import type { FakeRoute } from './fakeFetch.ts';
import { renderWithProviders } from './renderWithProviders.tsx';

/** The Accepted Quotes page against a fake server: a quote, its analysis, and a card by name. */
export function buildQuote(overrides: Partial<AcceptedQuote> = {}): AcceptedQuote {
  return {
    id: 'q-1',
    kind: 'quote',
    demo: false,
    propertyAnalysisId: 'pa-1',
    customerName: 'Dana Smith',
    customerEmail: 'dana@example.com',
    customerPhone: '555-0100',
    customerAddress: '12 Elm St',
    typedAddress: null,
    archivedAt: null,
    createdAt: '2026-11-20T15:04:00.000Z',
    status: 'pending',
    notes: null,
    mowableArea: 0.5,
    measuredMowableArea: 0.5,
    adjustedByCustomer: false,
    adjustmentHistory: [],
    lawnGeometry: null,
    bedGeometry: null,
    bedAreaSqFt: null,
    pavingGeometry: null,
    pavingAreaSqFt: null,
    totalCost: 87.5,
    services: [
      {
        id: 's-1',
        serviceName: 'Lawn Mowing',
        areaSqFt: 21780,
        pricePerSqFt: 0.004,
        frequency: 'bi-weekly',
        totalCost: 87.5,
      },
    ],
    reviewRequired: false,
    reviewMeasures: [],
    measurementConfidence: 0.82,
    ...overrides,
  };
}

export const analysis = {
  propertyAnalysis: {
    id: 'pa-1',
    propertySize: 0.75,
    mapData: {
      status: 'ok',
      parcel: null,
      center: [-97.1, 32.7],
      zoom: 18,
      propertyPolygon: null,
      mowablePolygons: { type: 'MultiPolygon', coordinates: [] },
      greenPercentage: 0.6,
      address: '12 Elm St',
      greenAreaImagePath: null,
    },
  },
};

export function renderQuotes(quotes: AcceptedQuote[], api: Record<string, FakeRoute> = {}) {
  return renderWithProviders(<AcceptedQuotesPage />, {
    path: '/accepted-quotes',
    api: {
      ...sessionRoutes(buildUser()),
      'GET /api/accepted-quotes': {
        body: { acceptedQuotes: quotes, total: quotes.length, page: 1, pageSize: 20 },
      },
      'GET /api/property-analysis/pa-1': { body: analysis },
      ...api,
    },
  });
}

export const card = async (name: string) => within(await screen.findByRole('article', { name }));
