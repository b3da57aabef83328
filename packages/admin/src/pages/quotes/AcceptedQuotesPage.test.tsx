import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localTimeZone } from '@yardstick/core/timeZone';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, sessionRoutes } from '../../testing/factories.ts';
import { buildQuote, card, renderQuotes } from '../../testing/quotesPageKit.tsx';

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

  it('names each measure the quote waits on, and a lawn drawn far smaller than measured', async () => {
    renderQuotes([
      buildQuote({
        id: 'q-2',
        customerName: 'Lee Park',
        reviewRequired: true,
        measurementConfidence: 0.82,
        reviewMeasures: [
          { basis: 'bed-area', confidence: 0.571 },
          { basis: 'edge-length', confidence: 0.48 },
        ],
      }),
      buildQuote({
        id: 'q-3',
        customerName: 'Sam Ortiz',
        reviewRequired: true,
        measurementConfidence: 0.82,
        adjustedByCustomer: true,
        measuredMowableArea: 0.5,
        mowableArea: 0.3,
      }),
    ]);
    const beds = await card('Lee Park');
    expect(beds.getByText('Review beds · 57% confidence')).toBeTruthy();
    expect(beds.getByText('Review edges · 48% confidence')).toBeTruthy();
    // The lawn was sure: its confidence is no reason and is not given as one.
    expect(beds.queryByText(/Review measurement|Review lawn|82%/)).toBeNull();
    const drawn = await card('Sam Ortiz');
    expect(drawn.getByText('Review drawn lawn · 40% under measured')).toBeTruthy();
    expect(drawn.queryByText(/Review measurement/)).toBeNull();
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

  it('shows a call-back request as a lead: its contact and message, no map and no price', async () => {
    renderQuotes([
      buildQuote({
        id: 'q-lead',
        kind: 'callback',
        propertyAnalysisId: null,
        customerName: 'Sam Homeowner',
        customerEmail: '',
        customerPhone: '(555) 010-7788',
        customerAddress: '',
        message: 'Front lawn only, please call after 5.',
        totalCost: 0,
        services: [],
        measurementConfidence: null,
      }),
    ]);
    const lead = await card('Sam Homeowner');
    expect(lead.getByText('Call-back request')).toBeTruthy();
    expect(lead.getByRole('link', { name: '(555) 010-7788' }).getAttribute('href')).toBe(
      'tel:(555) 010-7788',
    );
    expect(lead.queryByRole('link', { name: /mailto|@/ })).toBeNull();
    expect(lead.getByText('Front lawn only, please call after 5.')).toBeTruthy();
    expect(lead.queryByText('Total cost')).toBeNull();
    expect(lead.queryByRole('img')).toBeNull();
    expect(lead.getByText('Pending')).toBeTruthy();
    // No address given: the card says when, without a dangling separator.
    expect(lead.getByText(/^Nov \d+, 2026/).parentElement?.textContent).not.toMatch(/^\s*·/);
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

    // The pause is judged on a clock of the test's own: a letter every 100 ms of it, then a
    // second's rest, however long a loaded machine takes between two letters.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = screen.getByLabelText('Search');
    for (let letters = 1; letters <= 'nobody'.length; letters++) {
      fireEvent.change(search, { target: { value: 'nobody'.slice(0, letters) } });
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(1_000);
    vi.useRealTimers();
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
