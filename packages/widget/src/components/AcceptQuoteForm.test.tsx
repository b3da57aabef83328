import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAnalyzed } from '../testing/analyzed.ts';
import { deferred, json } from '../testing/fakeFetch.ts';
import { REVIEW_PRICE_NOTE } from '@yardstick/core/quotes';
import {
  buildAcceptedQuote,
  buildAnalysisResult,
  buildEdgingLine,
  buildServiceLine,
} from '../testing/fixtures.ts';
import { advance } from '../testing/renderEstimator.tsx';

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

async function openForm(
  routes: Parameters<typeof renderAnalyzed>[1] = {},
  onQuoteAccepted = vi.fn(),
) {
  const harness = await renderAnalyzed({ onQuoteAccepted }, routes);
  await harness.user.click(button('Accept Quote'));
  return { ...harness, onQuoteAccepted };
}

describe('AcceptQuoteForm', () => {
  it('labels the fields and keeps submit disabled until name and email are filled', async () => {
    const { user } = await openForm();
    const form = screen.getByRole('form', { name: 'Accept quote' });
    expect(form).toBeTruthy();
    expect(screen.getByLabelText(/Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Phone')).toBeTruthy();
    expect(screen.getByLabelText('Notes')).toBeTruthy();
    expect(button('Accept Quote').disabled).toBe(true);
    await user.type(screen.getByLabelText(/Full name/), 'Pat Green');
    expect(button('Accept Quote').disabled).toBe(true);
    await user.type(screen.getByLabelText(/Email/), 'pat@example.com');
    expect(button('Accept Quote').disabled).toBe(false);
  });

  it("reads 'Accepting...' while sending, then confirms and starts over on 'Get Another Quote'", async () => {
    const answer = deferred<Response>();
    const { user, onQuoteAccepted } = await openForm({
      'POST /api/accept-quote': () => answer.promise,
    });
    await user.type(screen.getByLabelText(/Full name/), 'Pat Green');
    await user.type(screen.getByLabelText(/Email/), 'pat@example.com');
    await user.click(button('Accept Quote'));
    expect(button('Accepting...').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);

    answer.resolve(json({ acceptedQuote: buildAcceptedQuote() }));
    await advance();
    expect(screen.getByRole('heading', { name: 'Quote Accepted!' })).toBeTruthy();
    expect(screen.getByText(/within 24 hours/)).toBeTruthy();
    expect(onQuoteAccepted).toHaveBeenCalledWith(expect.objectContaining({ id: 'q_1' }));

    await user.click(button('Get Another Quote'));
    const address = screen.getByRole<HTMLInputElement>('combobox', { name: 'Property address' });
    expect(address.value).toBe('');
    expect(document.activeElement).toBe(address);
    expect(screen.queryByRole('region', { name: 'Services' })).toBeNull();
  });

  it("closes the flow to a thank-you on 'Done' and tells the host", async () => {
    const onDone = vi.fn();
    const harness = await renderAnalyzed({ onDone });
    const { user } = harness;
    await user.click(button('Accept Quote'));
    await user.type(screen.getByLabelText(/Full name/), 'Pat');
    await user.type(screen.getByLabelText(/Email/), 'pat@example.com');
    await user.click(button('Accept Quote'));
    await advance();
    await user.click(button('Done'));
    expect(screen.queryByRole('heading', { name: 'Quote Accepted!' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Analyze Property' })).toBeNull();
    const thanks = screen.getByRole('heading', { name: 'Thank you!' });
    expect(document.activeElement).toBe(thanks);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: buildAcceptedQuote().id }));

    await user.click(button('Estimate another property'));
    expect(screen.getByRole('button', { name: 'Analyze Property' })).toBeTruthy();
  });

  it('goes back to the result on Cancel', async () => {
    const { user } = await openForm();
    await user.click(button('Cancel'));
    expect(screen.queryByRole('form', { name: 'Accept quote' })).toBeNull();
    expect(button('Accept Quote')).toBeTruthy();
  });

  it("shows the server's error and keeps the form", async () => {
    const { user } = await openForm({
      'POST /api/accept-quote': () => json({ error: 'Quote limit reached' }, 429),
    });
    await user.type(screen.getByLabelText(/Full name/), 'Pat');
    await user.type(screen.getByLabelText(/Email/), 'pat@example.com');
    await user.click(button('Accept Quote'));
    await advance();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Quote limit reached');
    expect(screen.getByRole('form', { name: 'Accept quote' })).toBeTruthy();
  });

  it('shows changed prices in place of the old ones, says so, and accepts again at them', async () => {
    const changed =
      'Prices changed: Lawn Mowing (Weekly) is now $61.00 per visit (was $40.00). Please check the new price and accept again.';
    const sent: unknown[] = [];
    let attempt = 0;
    const { user } = await openForm({
      'POST /api/accept-quote': (request) => {
        sent.push(request.body);
        attempt += 1;
        if (attempt > 1) return json({ acceptedQuote: buildAcceptedQuote({ totalCost: 61 }) });
        return json(
          {
            error: changed,
            services: [buildServiceLine({ pricePerSqFt: 0.0122, totalCost: 61 })],
          },
          409,
        );
      },
    });
    await user.type(screen.getByLabelText(/Full name/), 'Pat');
    await user.type(screen.getByLabelText(/Email/), 'pat@example.com');
    await user.click(button('Accept Quote'));
    await advance();

    expect(screen.getByTestId('ys-price-notice').textContent).toBe(changed);
    expect(screen.getByTestId('ys-total').textContent).toBe('$61 per visit');
    const form = screen.getByRole('form', { name: 'Accept quote' });
    expect(form.textContent).toContain('$61 per visit');

    await user.click(button('Accept Quote'));
    await advance();
    expect(screen.getByRole('heading', { name: 'Quote Accepted!' })).toBeTruthy();
    expect(sent[1]).toMatchObject({
      totalCost: 61,
      selectedServices: [expect.objectContaining({ totalCost: 61 })],
    });
  });
});

describe('a price waiting for a review', () => {
  it('says so at the price, beside Accept, in the form and in the confirmation', async () => {
    const routes = {
      'POST /api/analyze-property': () => json(buildAnalysisResult({ reviewRequired: true })),
      'POST /api/accept-quote': () =>
        json({ acceptedQuote: buildAcceptedQuote({ reviewRequired: true }) }),
    };
    const { user } = await renderAnalyzed({}, routes);
    const services = screen.getByRole('region', { name: 'Services' });
    const cta = screen.getByRole('region', { name: 'Accept this quote' });
    for (const place of [services, cta]) expect(place.textContent).toContain(REVIEW_PRICE_NOTE);

    await user.click(button('Accept Quote'));
    const form = screen.getByRole('form', { name: 'Accept quote' });
    expect(form.textContent).toContain(REVIEW_PRICE_NOTE);
    await user.type(screen.getByLabelText(/Full name/), 'Pat');
    await user.type(screen.getByLabelText(/Email/), 'pat@example.com');
    await user.click(button('Accept Quote'));
    await advance();
    const confirmation = screen.getByRole('region', { name: 'Quote accepted' });
    expect(confirmation.textContent).toContain(REVIEW_PRICE_NOTE);
  });

  it('says so while a selected service rests on an unsure measure, and only then', async () => {
    // The lawn is measured surely, the edges are not: edging waits for a review, mowing alone does not.
    const result = buildAnalysisResult({
      reviewRequired: false,
      reviewBases: ['edge-length'],
      services: [buildServiceLine(), buildEdgingLine({ isSelected: false })],
    });
    const { user } = await renderAnalyzed({}, { 'POST /api/analyze-property': () => json(result) });
    const services = screen.getByRole('region', { name: 'Services' });
    const cta = screen.getByRole('region', { name: 'Accept this quote' });
    expect(screen.queryByTestId('ys-review-note')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Edging' }));
    const edgingWaits = "We'll confirm the price of Edging after a quick review of your property.";
    for (const place of [services, cta]) expect(place.textContent).toContain(edgingWaits);
    await user.click(button('Accept Quote'));
    expect(screen.getByRole('form', { name: 'Accept quote' }).textContent).toContain(edgingWaits);
    await user.click(button('Cancel'));

    // With mowing off, every selected price waits: the general note.
    await user.click(screen.getByRole('checkbox', { name: 'Lawn Mowing' }));
    expect(services.textContent).toContain(REVIEW_PRICE_NOTE);
    await user.click(screen.getByRole('checkbox', { name: 'Lawn Mowing' }));

    await user.click(screen.getByRole('checkbox', { name: 'Edging' }));
    expect(screen.queryByTestId('ys-review-note')).toBeNull();
  });

  it('names the waiting service in the confirmation too, as the accepted quote records it', async () => {
    const result = buildAnalysisResult({
      reviewRequired: false,
      reviewBases: ['edge-length'],
      services: [buildServiceLine(), buildEdgingLine({ isSelected: true })],
    });
    const line = (serviceName: string, basis: 'lawn-area' | 'edge-length') => ({
      id: serviceName,
      serviceName,
      areaSqFt: 5000,
      pricePerSqFt: 0.01,
      frequency: 'weekly' as const,
      volumeTiers: [],
      basis,
      quantity: 120,
      totalCost: 50,
      computedTotalCost: 50,
      priceOverride: null,
    });
    const acceptedQuote = buildAcceptedQuote({
      reviewRequired: true,
      reviewMeasures: [{ basis: 'edge-length', confidence: 0.41 }],
      services: [line('Lawn Mowing', 'lawn-area'), line('Edging', 'edge-length')],
    });
    const { user } = await renderAnalyzed(
      {},
      {
        'POST /api/analyze-property': () => json(result),
        'POST /api/accept-quote': () => json({ acceptedQuote }),
      },
    );
    await user.click(button('Accept Quote'));
    await user.type(screen.getByLabelText(/Full name/), 'Pat');
    await user.type(screen.getByLabelText(/Email/), 'pat@example.com');
    await user.click(button('Accept Quote'));
    await advance();
    const confirmation = screen.getByRole('region', { name: 'Quote accepted' });
    expect(confirmation.textContent).toContain(
      "We'll confirm the price of Edging after a quick review of your property.",
    );
  });

  it('says nothing of a review for a firm price', async () => {
    await renderAnalyzed();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(services.textContent).not.toContain(REVIEW_PRICE_NOTE);
    expect(screen.queryByTestId('ys-review-note')).toBeNull();
  });
});
