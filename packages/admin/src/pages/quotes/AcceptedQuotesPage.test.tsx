import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { localTimeZone } from '@yardstick/core/timeZone';
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
    measuredMowableArea: 0.5,
    adjustedByCustomer: false,
    adjustmentHistory: [],
    lawnGeometry: null,
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
      'GET /api/accepted-quotes': {
        body: { acceptedQuotes: quotes, total: quotes.length, page: 1, pageSize: 20 },
      },
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

  it("says when a quote came in by the owner's clock, and filters and exports by it", async () => {
    renderQuotes([buildQuote()], sessionRoutes(buildUser({ timeZone: 'Asia/Tokyo' })));
    const quote = await card('Dana Smith');
    // 15:04 UTC on 20 November is 00:04 on 21 November in Tokyo.
    expect(quote.getByText('Nov 21, 2026, 12:04 AM')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
        '/api/accepted-quotes/export.csv?timeZone=Asia%2FTokyo',
      ),
    );
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
    const figure = (name: string) => quote.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(figure('Mowable area')?.textContent).toBe('0.500 acres · 21,780 sq ft');
    expect(figure('Total cost')?.textContent).toBe('$87.50 per visit');
    // A per-visit price is not spread over the lawn as one rate, nor set beside a market tier.
    expect(quote.queryByText('Your effective rate')).toBeNull();
    expect(quote.queryByText('Market tier rate')).toBeNull();
    expect(quote.queryByText(/reference only/)).toBeNull();
    expect(quote.queryByText('Volume discount')).toBeNull();
    expect(quote.queryByText('Total area')).toBeNull();
    await quote.findByText('Lot area');
    expect(figure('Lot area')?.textContent).toBe('0.750 acres · 32,670 sq ft');
    expect(quote.getByRole('heading', { name: 'Accepted Services' })).toBeTruthy();
    expect(quote.getByText(/Bi-weekly/)).toBeTruthy();
    expect(quote.getByText('No notes added yet.')).toBeTruthy();
    const map = await quote.findByRole('img');
    expect(map.getAttribute('src')).toBe('/api/green-overlay-image?analysisId=pa-1');
    // Phones are offered the light variant of the same map.
    const small = map.parentElement?.querySelector('source');
    expect(small?.getAttribute('srcset')).toBe(
      '/api/green-overlay-image?analysisId=pa-1&variant=small',
    );
    expect(small?.getAttribute('media')).toBe('(max-width: 640px)');
  });

  it('shows how each line adds up, how often it is paid, and the total split by cadence', async () => {
    renderQuotes(
      [
        buildQuote({
          totalCost: 151,
          services: [
            // 5067 × 0.008 = 40.54, +25 % for complexity 10 → 50.67, rounded up to $51.
            {
              id: 's-1',
              serviceName: 'Lawn Mowing',
              areaSqFt: 5067,
              pricePerSqFt: 0.008,
              frequency: 'weekly',
              totalCost: 51,
            },
            // 5067 × 0.009 × 1.25 = 57.00 → raised to the $100 minimum.
            {
              id: 's-2',
              serviceName: 'Aeration',
              areaSqFt: 5067,
              pricePerSqFt: 0.009,
              frequency: 'one-time',
              totalCost: 100,
            },
          ],
        }),
      ],
      {
        'GET /api/property-analysis/pa-1': {
          body: { propertyAnalysis: { ...analysis.propertyAnalysis, complexityScore: 10 } },
        },
      },
    );
    const quote = await card('Dana Smith');
    const mowing = await quote.findByLabelText('How the Lawn Mowing price is made');
    expect(await within(mowing).findByText('Yard complexity 10/10: +25 %')).toBeTruthy();
    expect([...mowing.querySelectorAll('dd')].map((amount) => amount.textContent)).toEqual([
      '$40.54',
      '+$10.13',
      '+$0.33',
    ]);
    const aeration = quote.getByLabelText('How the Aeration price is made');
    expect(within(aeration).getByText('Raised to the minimum price of $100.00')).toBeTruthy();
    expect(quote.getByText('per visit')).toBeTruthy();
    expect(quote.getByText('one-time')).toBeTruthy();
    const details = quote.getByText('Total cost', { selector: 'dt' }).nextElementSibling;
    expect(details?.textContent).toBe('$51 per visit · $100 once');
    expect(quote.getByText('$51 per visit · $100 once', { selector: 'strong' })).toBeTruthy();
  });

  it('never adds a per-visit, a monthly and a one-time price into one total', async () => {
    renderQuotes([
      buildQuote({
        totalCost: 175,
        services: [
          {
            id: 's-1',
            serviceName: 'Mowing',
            areaSqFt: 3000,
            pricePerSqFt: 0.015,
            frequency: 'weekly',
            totalCost: 45,
          },
          {
            id: 's-2',
            serviceName: 'Fertilizing',
            areaSqFt: 3000,
            pricePerSqFt: 0.0133,
            frequency: 'monthly',
            totalCost: 40,
          },
          {
            id: 's-3',
            serviceName: 'Aeration',
            areaSqFt: 3000,
            pricePerSqFt: 0.03,
            frequency: 'one-time',
            totalCost: 90,
            computedTotalCost: 100,
            priceOverride: {
              totalCost: 90,
              reason: 'Neighbour',
              overriddenAt: '2026-11-21T10:00:00.000Z',
            },
          },
        ],
      }),
    ]);
    const quote = await card('Dana Smith');
    const total = quote.getByText('Total cost', { selector: 'dt' }).nextElementSibling;
    expect(total?.textContent).toBe(
      '$45 per visit · $40 per month · $90 once' +
        'Includes your price changes (computed $45 per visit · $40 per month · $100 once)',
    );
    expect(quote.queryByText(/\$175/)).toBeNull();
  });

  it('tolerates a missing analysis with the placeholders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderQuotes([buildQuote()], {
      'GET /api/property-analysis/pa-1': { status: 404, body: { error: 'gone' } },
    });
    const quote = await card('Dana Smith');
    expect(await quote.findByText('Property visualization not available')).toBeTruthy();
    expect(quote.getByText('Property analysis data not found')).toBeTruthy();
    expect(quote.queryByText('Lot area')).toBeNull();
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

  it('overrides a line price with a reason, shown as an override, and the total follows', async () => {
    const overridden = buildQuote({
      totalCost: 70,
      services: [
        {
          ...buildQuote().services[0]!,
          totalCost: 70,
          computedTotalCost: 87.5,
          priceOverride: {
            totalCost: 70,
            reason: 'Repeat customer',
            overriddenAt: '2026-11-21T10:00:00.000Z',
          },
        },
      ],
    });
    const { api } = renderQuotes([buildQuote()], {
      'PUT /api/accepted-quotes/q-1/services/s-1/price-override': {
        body: { acceptedQuote: overridden },
      },
    });
    const dana = await card('Dana Smith');
    expect(
      dana.getByText('No price changes. The customer accepted the computed prices.'),
    ).toBeTruthy();
    await userEvent.click(dana.getByRole('button', { name: 'Override a price for Dana Smith' }));
    const price = dana.getByLabelText('New price ($)');
    expect(price.getAttribute('aria-describedby')).toBeTruthy();
    expect(dana.getByText('Computed price: $87.50')).toBeTruthy();
    fireEvent.change(price, { target: { value: '70' } });
    await userEvent.click(dana.getByRole('button', { name: 'Save Price' }));
    // The reason is required, and says so next to its field.
    const reason = dana.getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    const reasonError = document.getElementById(
      reason.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '',
    );
    expect(reasonError?.textContent).toBe(
      'Please say why the price changes (the reason is kept on the quote)',
    );
    expect(api.callsTo('PUT /api/accepted-quotes/q-1/services/s-1/price-override')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Repeat customer' } });
    await userEvent.click(dana.getByRole('button', { name: 'Save Price' }));
    expect(await dana.findByText('Price override')).toBeTruthy();
    expect(
      api.callsTo('PUT /api/accepted-quotes/q-1/services/s-1/price-override')[0]?.body,
    ).toEqual({ totalCost: 70, reason: 'Repeat customer' });
    expect(dana.getByText('$70.00 instead of the computed $87.50')).toBeTruthy();
    expect(dana.getByText('Reason: Repeat customer')).toBeTruthy();
    expect(dana.getByText('Total cost', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '$70 per visitIncludes your price changes (computed $87.50 per visit)',
    );
  });

  it('explains the computed price of an overridden line, never the override as a minimum price', async () => {
    const line = buildQuote().services[0]!;
    renderQuotes([
      buildQuote({
        totalCost: 95,
        services: [
          {
            ...line,
            totalCost: 95,
            computedTotalCost: 87.5,
            priceOverride: {
              totalCost: 95,
              reason: 'Steep bank',
              overriddenAt: '2026-11-21T10:00:00.000Z',
            },
          },
        ],
      }),
    ]);
    const dana = await card('Dana Smith');
    expect(dana.getByText('$95.00 instead of the computed $87.50')).toBeTruthy();
    expect(dana.queryByText(/minimum price of \$95\.00/)).toBeNull();
  });

  it("falls back to 'Failed to fetch accepted quotes'", async () => {
    renderQuotes([], { 'GET /api/accepted-quotes': { status: 500, body: 'down' } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch accepted quotes',
    );
  });

  it('asks the server again as the owner searches (once typing pauses), filters and pages', async () => {
    const { api } = renderQuotes([], {
      'GET /api/accepted-quotes': (request) => {
        const query = new URLSearchParams(request.url.split('?')[1]);
        const quotes = query.get('q') === 'nobody' ? [] : [buildQuote()];
        return {
          body: { acceptedQuotes: quotes, total: quotes.length ? 45 : 0, page: 1, pageSize: 20 },
        };
      },
    });
    await card('Dana Smith');
    expect(screen.getByText('Showing 1–20 of 45 quotes')).toBeTruthy();
    const lists = () => api.callsTo('GET /api/accepted-quotes').map((call) => call.url);
    expect(lists()).toEqual(['/api/accepted-quotes']);

    await userEvent.type(screen.getByLabelText('Search'), 'nobody');
    expect(
      await screen.findByRole('heading', { name: 'No quotes match these filters' }),
    ).toBeTruthy();
    // One request for the whole word, not one per letter.
    expect(lists()).toEqual(['/api/accepted-quotes', '/api/accepted-quotes?q=nobody']);

    // The empty state offers the way out as well as the filter bar.
    const clear = screen.getAllByRole('button', { name: 'Clear Filters' });
    expect(clear).toHaveLength(2);
    await userEvent.click(clear[1]!);
    await card('Dana Smith');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Next' }))[0]!);
    expect(lists().slice(-2)).toEqual([
      '/api/accepted-quotes?status=scheduled',
      '/api/accepted-quotes?status=scheduled&page=2',
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/accepted-quotes/export.csv?status=scheduled&timeZone=${encodeURIComponent(localTimeZone())}`,
    );
  });
});
