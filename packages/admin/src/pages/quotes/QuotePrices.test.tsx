import { fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { describe, expect, it } from 'vitest';
import { analysis, buildQuote, card, renderQuotes } from '../../testing/quotesPageKit.tsx';

describe('the prices on a quote card', () => {
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

  it('shows the volume discount a line was priced with, in its breakdown and the details', async () => {
    renderQuotes(
      [
        buildQuote({
          mowableArea: 1.5,
          totalCost: 347,
          services: [
            // 65,340 × 0.008 = 522.72, less 33.7 % on the standard ladder = 346.36 → $347.
            {
              id: 's-1',
              serviceName: 'Lawn Mowing',
              areaSqFt: 65_340,
              pricePerSqFt: 0.008,
              frequency: 'weekly',
              totalCost: 347,
              volumeTiers: [...STANDARD_VOLUME_TIERS],
            },
          ],
        }),
      ],
      {
        'GET /api/property-analysis/pa-1': {
          body: { propertyAnalysis: { ...analysis.propertyAnalysis, complexityScore: null } },
        },
      },
    );
    const quote = await card('Dana Smith');
    const mowing = await quote.findByLabelText('How the Lawn Mowing price is made');
    expect(within(mowing).getByText('Volume discount −33.7 %')).toBeTruthy();
    expect([...mowing.querySelectorAll('dd')].map((amount) => amount.textContent)).toEqual([
      '$522.72',
      '−$176.36',
      '+$0.64',
    ]);
    const discount = quote.getByText('Volume discount', { selector: 'dt' }).nextElementSibling;
    expect(discount?.textContent).toBe('Lawn Mowing −33.7 %');
  });

  it('names what each line was charged on, with the quantity stored, not the lawn', async () => {
    renderQuotes(
      [
        buildQuote({
          totalCost: 150,
          services: [
            {
              id: 's-1',
              serviceName: 'Lawn Mowing',
              areaSqFt: 5000,
              pricePerSqFt: 0.008,
              frequency: 'weekly',
              totalCost: 40,
            },
            // 310 ft × $0.25 = 77.50 → $78; the lawn's 5,000 sq ft has nothing to do with it.
            {
              id: 's-2',
              serviceName: 'Edging',
              areaSqFt: 5000,
              pricePerSqFt: 0.25,
              frequency: 'monthly',
              totalCost: 78,
              basis: 'edge-length',
              quantity: 310,
            },
            {
              id: 's-3',
              serviceName: 'Snow clearing',
              areaSqFt: 5000,
              pricePerSqFt: 0.05,
              frequency: 'one-time',
              totalCost: 62,
              basis: 'hardscape-area',
              quantity: 1240,
            },
            {
              id: 's-4',
              serviceName: 'Spring cleanup',
              areaSqFt: 5000,
              pricePerSqFt: 150,
              frequency: 'one-time',
              totalCost: 150,
              basis: 'flat',
              quantity: 1,
            },
          ],
        }),
      ],
      {
        'GET /api/property-analysis/pa-1': {
          body: { propertyAnalysis: { ...analysis.propertyAnalysis, complexityScore: null } },
        },
      },
    );
    const quote = await card('Dana Smith');
    const firstRow = async (serviceName: string) =>
      (await quote.findByLabelText(`How the ${serviceName} price is made`)).querySelector('div')
        ?.textContent;
    expect(await firstRow('Lawn Mowing')).toBe('Lawn 5,000 sq ft × $0.0080$40.00');
    expect(await firstRow('Edging')).toBe('Edging 310 ft × $0.25$77.50');
    expect(await firstRow('Snow clearing')).toBe('Driveway and walks 1,240 sq ft × $0.050$62.00');
    expect(await firstRow('Spring cleanup')).toBe('Flat per visit$150.00');
  });

  it('shows no volume discount for a line priced without one', async () => {
    renderQuotes([buildQuote()]);
    const quote = await card('Dana Smith');
    expect(quote.queryByText('Volume discount', { selector: 'dt' })).toBeNull();
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
});
