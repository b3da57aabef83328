import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, sessionRoutes } from '../../testing/factories.ts';
import type { FakeRoute } from '../../testing/fakeFetch.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { AcceptedQuotesPage } from './AcceptedQuotesPage.tsx';

function buildQuote(overrides: Partial<AcceptedQuote> = {}): AcceptedQuote {
  return {
    id: 'q-1',
    propertyAnalysisId: 'pa-1',
    customerName: 'Dana Smith',
    customerEmail: 'dana@example.com',
    customerPhone: '555-0100',
    customerAddress: '12 Elm St',
    createdAt: '2026-11-20T15:04:00.000Z',
    status: 'pending',
    notes: null,
    mowableArea: 0.5,
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
    measurementConfidence: 0.82,
    ...overrides,
  };
}

const analysis = {
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

function renderQuotes(quotes: AcceptedQuote[], api: Record<string, FakeRoute> = {}) {
  return renderWithProviders(<AcceptedQuotesPage />, {
    path: '/accepted-quotes',
    api: {
      ...sessionRoutes(buildUser()),
      'GET /api/accepted-quotes': { body: { acceptedQuotes: quotes } },
      'GET /api/property-analysis/pa-1': { body: analysis },
      ...api,
    },
  });
}

const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('AcceptedQuotesPage', () => {
  it('says when there are no accepted quotes yet', async () => {
    renderQuotes([]);
    expect(await screen.findByRole('heading', { name: 'No accepted quotes yet' })).toBeTruthy();
  });

  it('marks a quote accepted below the review threshold with its confidence', async () => {
    renderQuotes([
      buildQuote(),
      buildQuote({
        id: 'q-2',
        customerName: 'Lee Park',
        reviewRequired: true,
        measurementConfidence: 0.41,
      }),
    ]);
    const review = await card('Lee Park');
    expect(review.getByText('Review measurement · 41% confidence')).toBeTruthy();
    const firm = await card('Dana Smith');
    expect(firm.queryByText(/Review measurement/)).toBeNull();
  });

  it('shows contact links, the SPEC decimals, services and the map', async () => {
    renderQuotes([buildQuote()]);
    const quote = await card('Dana Smith');
    expect(quote.getByRole('link', { name: 'dana@example.com' }).getAttribute('href')).toBe(
      'mailto:dana@example.com',
    );
    expect(quote.getByRole('link', { name: '555-0100' }).getAttribute('href')).toBe('tel:555-0100');
    expect(quote.getByText('Pending')).toBeTruthy();
    expect(quote.getByText('0.500 acres')).toBeTruthy();
    expect(quote.getByText('$87.50', { selector: 'dd' })).toBeTruthy();
    expect(quote.getByText('$0.001')).toBeTruthy(); // 21,780 sq ft pays 0.0005: shown with 3 decimals
    expect(quote.getByText('37.5%')).toBeTruthy();
    expect(quote.getByText('21,780 sq ft')).toBeTruthy();
    expect(await quote.findByText('0.750 acres')).toBeTruthy();
    expect(quote.getByRole('heading', { name: 'Accepted Services' })).toBeTruthy();
    expect(quote.getByText(/Bi-weekly/)).toBeTruthy();
    expect(quote.getByText('No notes added yet.')).toBeTruthy();
    const map = await quote.findByRole('img');
    expect(map.getAttribute('src')).toBe('/api/green-overlay-image?analysisId=pa-1');
  });

  it('tolerates a missing analysis with the placeholders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderQuotes([buildQuote()], {
      'GET /api/property-analysis/pa-1': { status: 404, body: { error: 'gone' } },
    });
    const quote = await card('Dana Smith');
    expect(await quote.findByText('Property visualization not available')).toBeTruthy();
    expect(quote.getByText('Property analysis data not found')).toBeTruthy();
    expect(quote.queryByText('Property size')).toBeNull();
  });

  it('edits one quote at a time and keeps what the server answers', async () => {
    const { api } = renderQuotes(
      [buildQuote(), buildQuote({ id: 'q-2', customerName: 'Lee Park', propertyAnalysisId: null })],
      {
        'PATCH /api/accepted-quotes/q-1': {
          body: { acceptedQuote: buildQuote({ status: 'scheduled', notes: 'Tuesday 9am' }) },
        },
      },
    );
    const dana = await card('Dana Smith');
    await userEvent.click(dana.getByRole('button', { name: 'Edit Dana Smith' }));
    const lee = await card('Lee Park');
    await userEvent.click(lee.getByRole('button', { name: 'Edit Lee Park' }));
    expect(dana.queryByLabelText('Status')).toBeNull();
    await userEvent.click(lee.getByRole('button', { name: 'Cancel editing Lee Park' }));
    await userEvent.click(dana.getByRole('button', { name: 'Edit Dana Smith' }));

    const notes = dana.getByLabelText('Notes');
    expect(notes.getAttribute('placeholder')).toBe('Add any notes about this quote...');
    expect(notes.getAttribute('rows')).toBe('3');
    await userEvent.selectOptions(dana.getByLabelText('Status'), 'scheduled');
    fireEvent.change(notes, { target: { value: 'Tuesday 9am' } });
    await userEvent.click(dana.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Quote status updated successfully')).toBeTruthy();
    expect(api.callsTo('PATCH /api/accepted-quotes/q-1')[0]?.body).toEqual({
      status: 'scheduled',
      notes: 'Tuesday 9am',
    });
    expect(dana.getByText('Scheduled')).toBeTruthy();
    expect(dana.getByText('Tuesday 9am')).toBeTruthy();
    expect(dana.queryByLabelText('Status')).toBeNull();
  });

  it("shows the server's message when an update fails", async () => {
    renderQuotes([buildQuote()], {
      'PATCH /api/accepted-quotes/q-1': { status: 400, body: { error: 'Bad status' } },
    });
    const dana = await card('Dana Smith');
    await userEvent.click(dana.getByRole('button', { name: 'Edit Dana Smith' }));
    await userEvent.click(dana.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Bad status');
    expect(dana.getByLabelText('Status')).toBeTruthy();
  });

  it("falls back to 'Failed to fetch accepted quotes'", async () => {
    renderQuotes([], { 'GET /api/accepted-quotes': { status: 500, body: 'down' } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch accepted quotes',
    );
  });
});
