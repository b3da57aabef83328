import { MIN_PROGRESS_DISPLAY_MS } from '@yardstick/core/analysisProgress';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAnalyzed } from './testing/analyzed.ts';
import { deferred, json } from './testing/fakeFetch.ts';
import { TEST_ADDRESS, buildAnalysisResult } from './testing/fixtures.ts';
import { advance, renderEstimator } from './testing/renderEstimator.tsx';

const progressValue = () =>
  screen.getByRole('progressbar', { name: 'Analysis progress' }).getAttribute('aria-valuenow');

describe('Estimator', () => {
  it('shows the progress panel while analyzing and the result when the answer comes', async () => {
    const answer = deferred<Response>();
    const onAnalysisComplete = vi.fn();
    const { user } = renderEstimator(
      { onAnalysisComplete },
      { 'POST /api/analyze-property': () => answer.promise },
    );
    await user.click(screen.getByRole('combobox', { name: 'Property address' }));
    await user.paste(TEST_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Analyze Property' }));

    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Analyzing...' }).disabled).toBe(
      true,
    );
    expect(progressValue()).toBe('0');
    expect(screen.getByText('Fetching satellite imagery')).toBeTruthy();
    await advance(1500);
    expect(progressValue()).toBe('25');
    await advance(1000);
    expect(progressValue()).toBe('75');

    answer.resolve(json(buildAnalysisResult()));
    await advance();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('region', { name: 'Services' })).toBeTruthy();
    expect(onAnalysisComplete).toHaveBeenCalledWith(
      expect.objectContaining({ analysisId: 'an_123' }),
    );
  });

  it("shows the server's error text as an 'Analysis failed' toast and an inline notice", async () => {
    await renderAnalyzed(
      {},
      { 'POST /api/analyze-property': () => json({ error: 'Address not found' }, 404) },
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Analysis failed');
    expect(alert.textContent).toContain('Address not found');
    expect(screen.getByText('We could not find that address.')).toBeTruthy();
  });

  it.each([
    [
      'the network is down',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'We could not reach the estimate service.',
      'Check your internet connection and try again.',
    ],
    [
      'the server fails',
      () => new Response('boom', { status: 500 }),
      'Something went wrong on our side.',
      'Please try again in a moment.',
    ],
    [
      'the measuring service is down',
      () => json({ error: 'Aerial imagery is not available right now.' }, 503),
      'The measuring service is not available right now.',
      'Aerial imagery is not available right now.',
    ],
    [
      'every measuring thread is busy and the waiting line is full',
      () =>
        json(
          {
            error: 'We are measuring many properties right now. Please try again in a few seconds.',
          },
          503,
          { 'retry-after': '2' },
        ),
      'We are measuring many properties right now.',
      'Please try again in a few seconds.',
    ],
    [
      "the company's instant quotes are off",
      () =>
        json(
          {
            error:
              'Instant online quotes from Green Acres are not available right now. Call or e-mail them, or leave your number and they will call you back.',
          },
          403,
        ),
      'Instant quotes are unavailable right now.',
      'Instant online quotes from Green Acres are not available right now. Call or e-mail them, or leave your number and they will call you back.',
    ],
  ])(
    'says what went wrong when %s, without blaming the address',
    async (_, answer, title, detail) => {
      const { container } = await renderAnalyzed({}, { 'POST /api/analyze-property': answer });
      // A busy server is asked twice more, after the 2 s it names each time.
      await advance(2 * 2_000);
      const card = container.querySelector('.ys-error-card');
      expect(card?.querySelector('.ys-strong')?.textContent).toBe(title);
      expect(card?.textContent).toContain(detail);
      expect(card?.textContent).not.toContain('that address');
    },
  );

  it('closes the toast after 5 seconds or on close', async () => {
    const { user } = renderEstimator();
    await user.click(screen.getByRole('button', { name: 'Analyze Property' }));
    await advance(5000);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Analyze Property' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the header with the company name, read through the key when not given', async () => {
    const { unmount } = renderEstimator({ showHeader: true, companyName: 'Green Acres' });
    expect(
      screen.getByRole('heading', { name: 'Property Analyzer - Powered by Green Acres' }),
    ).toBeTruthy();
    unmount();

    renderEstimator(
      { showHeader: true, apiKey: 'ys_pk_1' },
      { 'GET /api/verify-api-key': () => json({ user: { companyName: 'Lawn Pros' } }) },
    );
    await advance();
    expect(
      screen.getByRole('heading', { name: 'Property Analyzer - Powered by Lawn Pros' }),
    ).toBeTruthy();
  });

  it('has no header unless asked', () => {
    renderEstimator({ companyName: 'Green Acres' });
    expect(screen.queryByRole('heading', { name: /Property Analyzer/ })).toBeNull();
  });

  it('offers the demo addresses and analyzes one on click', async () => {
    const { user, server } = renderEstimator(
      { demo: true, apiKey: 'ys_pk_demo_landing_page' },
      {
        'GET /api/demo/addresses': () =>
          json({ addresses: [{ address: '1 Demo Way', center: [-89, 39] }] }),
      },
    );
    await advance();
    await user.click(screen.getByRole('button', { name: '1 Demo Way' }));
    await advance();
    expect(server.to('/api/analyze-property')[0]?.body).toEqual({ address: '1 Demo Way' });
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Property address' }).value).toBe(
      '1 Demo Way',
    );
  });

  it('analyzes a preset address and says the demo is unavailable when it fails', async () => {
    const { server } = renderEstimator(
      { autoAnalyzeAddress: '1 Demo Way' },
      { 'POST /api/analyze-property': () => json({ error: 'down' }, 503) },
    );
    await advance();
    expect(server.to('/api/analyze-property')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Demo temporarily unavailable');
    expect(screen.getByRole('alert').textContent).toContain(
      'Please try entering an address manually.',
    );
  });

  it('analyzes a preset once and shows it under StrictMode, which mounts twice', async () => {
    const { server } = renderEstimator(
      { autoAnalyzeAddress: TEST_ADDRESS },
      {},
      { strictMode: true },
    );
    await advance(MIN_PROGRESS_DISPLAY_MS);
    expect(server.to('/api/analyze-property')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Services' })).toBeTruthy();
    // Nobody asked for a preset: focus (and the page's scroll) stays where it was.
    expect(document.activeElement).not.toBe(
      screen.getByRole('heading', { name: /^Estimate for / }),
    );
  });

  it('sets the accent colour with readable text on it, unless the page sets --yardstick-accent', () => {
    const { container } = renderEstimator({ accentColor: '#F59E0B' });
    const root = container.querySelector<HTMLElement>('.ys-estimator');
    expect(root?.style.getPropertyValue('--ys-accent')).toBe('var(--yardstick-accent, #F59E0B)');
    expect(root?.style.getPropertyValue('--ys-accent-text')).toBe(
      'var(--yardstick-accent-text, #111827)',
    );
    expect(container.querySelector('style')?.textContent).toContain('.ys-estimator');
  });
});
